// notes: 256-bin histogram with per-block shared-memory privatisation and atomicAdd to global memory; expected clean
// tags: program, histogram, atomics, shared
#define BINS 256

__global__ void histogram(const unsigned char *data, unsigned n, unsigned *hist)
{
    __shared__ unsigned local[BINS];
    for (unsigned b = threadIdx.x; b < BINS; b += blockDim.x) local[b] = 0;
    __syncthreads();
    for (unsigned i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
        atomicAdd(&local[data[i]], 1u);
    __syncthreads();
    for (unsigned b = threadIdx.x; b < BINS; b += blockDim.x)
        if (local[b]) atomicAdd(&hist[b], local[b]);
}

void compute_histogram(const unsigned char *d_data, unsigned n, unsigned *d_hist)
{
    cudaMemset(d_hist, 0, BINS * sizeof(unsigned));
    int sms = 0;
    cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, 0);
    histogram<<<sms * 4, 256>>>(d_data, n, d_hist);
}
