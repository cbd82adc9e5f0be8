// notes: near miss of mem_local_in_host: __shared__ locals (static array and extern dynamic) inside a kernel are fine
// tags: illegal_local_to_host_function, near-miss, shared
__global__ void k(float *out)
{
    __shared__ float tile[256];
    extern __shared__ float dyn[];
    tile[threadIdx.x] = dyn[threadIdx.x];
    __syncthreads();
    out[threadIdx.x] = tile[255 - threadIdx.x];
}
