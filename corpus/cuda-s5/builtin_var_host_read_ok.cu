// notes: near miss of 20079 addr_of_nv_builtin_var: reading built-in variables (and binding a const reference to a member) in host and device code is not taking their address -> clean
// tags: addr_of_nv_builtin_var, near-miss
unsigned h() { return threadIdx.x; }
unsigned h2() { uint3 t = blockIdx; return t.x + warpSize; }
__device__ unsigned d(unsigned *out)
{
    const unsigned &r = threadIdx.x;
    out[r] = blockDim.x * blockIdx.x;
    return gridDim.x;
}
