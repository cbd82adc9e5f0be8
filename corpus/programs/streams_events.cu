// notes: overlapping copies and kernels with multiple streams, pinned host memory and event timing; expected clean
// tags: program, streams, events
#include <cstdio>

__global__ void increment(float *p, int n, float v)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) p[i] += v;
}

int main()
{
    const int nstreams = 4, chunk = 1 << 18, n = nstreams * chunk;
    float *h = nullptr, *d = nullptr;
    cudaMallocHost(&h, n * sizeof(float));
    cudaMalloc(&d, n * sizeof(float));
    cudaStream_t streams[nstreams];
    for (auto &s : streams) cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
    cudaEvent_t start, stop;
    cudaEventCreate(&start);
    cudaEventCreate(&stop);
    cudaEventRecord(start);
    for (int i = 0; i < nstreams; ++i) {
        int off = i * chunk;
        cudaMemcpyAsync(d + off, h + off, chunk * sizeof(float), cudaMemcpyHostToDevice, streams[i]);
        increment<<<chunk / 256, 256, 0, streams[i]>>>(d + off, chunk, 1.0f);
        cudaMemcpyAsync(h + off, d + off, chunk * sizeof(float), cudaMemcpyDeviceToHost, streams[i]);
    }
    cudaEventRecord(stop);
    cudaEventSynchronize(stop);
    float ms = 0.0f;
    cudaEventElapsedTime(&ms, start, stop);
    std::printf("elapsed %.3f ms\n", ms);
    for (auto &s : streams) cudaStreamDestroy(s);
    cudaEventDestroy(start);
    cudaEventDestroy(stop);
    cudaFreeHost(h);
    cudaFree(d);
    return 0;
}
