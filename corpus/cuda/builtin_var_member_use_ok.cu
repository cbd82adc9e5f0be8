// notes: near miss of builtin_var_address: copying builtin variables and their members is fine
// tags: addr_of_nv_builtin_var, near-miss
__global__ void k(unsigned *out)
{
    uint3 t = threadIdx;
    dim3 b = blockDim;
    out[t.x] = b.x * blockIdx.x + t.x + gridDim.y + warpSize;
}
