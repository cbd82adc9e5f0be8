// notes: taking the address of threadIdx / blockDim in device code -> 20079 (checks whether cudafe++ emits it on the host pass)
// tags: addr_of_nv_builtin_var
__global__ void k(const void **out)
{
    out[0] = &threadIdx;
    out[1] = &blockDim;
}
