// notes: __grid_constant__ on const kernel parameters (scalar and struct) -> clean; taking its address in the kernel is legal
// tags: grid_constant, near-miss
struct Params { int n; float a; float b[16]; };

__global__ void k(__grid_constant__ const Params p, __grid_constant__ const int n, float *out)
{
    const float *bp = &p.b[0];
    out[threadIdx.x] = bp[threadIdx.x % 16] * p.a + n;
}
