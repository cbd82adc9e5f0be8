// notes: parallel sum reduction using dynamic shared memory, __syncthreads, warp shuffle for the last 32 and a second pass; expected clean
// tags: program, reduction, shared
#include <cstdio>

__inline__ __device__ float warp_reduce(float v)
{
    for (int off = warpSize / 2; off > 0; off /= 2)
        v += __shfl_down_sync(0xffffffffu, v, off);
    return v;
}

__global__ void reduce_sum(const float *in, float *out, unsigned n)
{
    extern __shared__ float sdata[];
    unsigned tid = threadIdx.x;
    unsigned i = blockIdx.x * blockDim.x * 2 + tid;
    float v = 0.0f;
    if (i < n) v = in[i];
    if (i + blockDim.x < n) v += in[i + blockDim.x];
    sdata[tid] = v;
    __syncthreads();
    for (unsigned s = blockDim.x / 2; s > 32; s >>= 1) {
        if (tid < s) sdata[tid] += sdata[tid + s];
        __syncthreads();
    }
    if (tid < 32) {
        v = sdata[tid] + (blockDim.x >= 64 ? sdata[tid + 32] : 0.0f);
        v = warp_reduce(v);
        if (tid == 0) out[blockIdx.x] = v;
    }
}

float device_sum(const float *d_in, unsigned n)
{
    const unsigned threads = 256;
    unsigned blocks = (n + threads * 2 - 1) / (threads * 2);
    float *d_partial = nullptr, *d_total = nullptr;
    cudaMalloc(&d_partial, blocks * sizeof(float));
    cudaMalloc(&d_total, sizeof(float));
    reduce_sum<<<blocks, threads, threads * sizeof(float)>>>(d_in, d_partial, n);
    reduce_sum<<<1, threads, threads * sizeof(float)>>>(d_partial, d_total, blocks);
    float total = 0.0f;
    cudaMemcpy(&total, d_total, sizeof(float), cudaMemcpyDeviceToHost);
    cudaFree(d_partial);
    cudaFree(d_total);
    return total;
}
