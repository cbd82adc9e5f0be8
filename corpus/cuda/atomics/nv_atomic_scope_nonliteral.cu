// notes: thread scope argument that is a variable -> 20297
// tags: nv_atomic_operation_scope_not_constant_int, nv_atomic
__device__ void f(int *p, int scope)
{
    __nv_atomic_fetch_add(p, 1, __NV_ATOMIC_RELAXED, scope);
}
