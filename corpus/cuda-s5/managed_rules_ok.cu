// notes: near miss of 20110/20111/20119: a __managed__ pointer (not a reference), __managed__ with __device__ (not __shared__/__constant__), decltype((m)) parenthesised -> clean
// tags: managed_reference_type_not_allowed, managed_cant_be_shared_constant, decltype_of_managed_variable, managed, near-miss
__managed__ int m1;
__managed__ int *mp = &m1;
__device__ __managed__ int m2;
__managed__ const int *cp;
decltype((m1)) r = m1;
__constant__ int c1;
__global__ void k()
{
    __shared__ int s;
    s = m1 + m2 + c1;
}
