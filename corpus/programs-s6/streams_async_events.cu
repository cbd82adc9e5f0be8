// notes: simpleStreams/asyncAPI shape: pinned memory, streams, events, cudaMemcpyAsync, error macro with do/while
#include <cstdio>
#include <cuda_runtime.h>

#define CUDA_CHECK(call)                                                        \
  do {                                                                          \
    cudaError_t err__ = (call);                                                 \
    if (err__ != cudaSuccess) {                                                 \
      fprintf(stderr, "%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(err__)); \
      return 1;                                                                 \
    }                                                                           \
  } while (0)

__global__ void increment_kernel(int *g_data, int inc_value) {
  int idx = blockIdx.x * blockDim.x + threadIdx.x;
  g_data[idx] = g_data[idx] + inc_value;
}

bool correct_output(int *data, const int n, const int x) {
  for (int i = 0; i < n; i++)
    if (data[i] != x) {
      printf("Error! data[%d] = %d, ref = %d\n", i, data[i], x);
      return false;
    }
  return true;
}

int main(int argc, char *argv[]) {
  const int nstreams = 4;
  int n = 16 * 1024 * 1024;
  int nbytes = n * sizeof(int);
  int value = 26;
  int *a = 0;
  CUDA_CHECK(cudaMallocHost((void **)&a, nbytes));
  memset(a, 0, nbytes);
  int *d_a = 0;
  CUDA_CHECK(cudaMalloc((void **)&d_a, nbytes));
  cudaStream_t streams[nstreams];
  for (int i = 0; i < nstreams; i++) CUDA_CHECK(cudaStreamCreate(&streams[i]));
  cudaEvent_t start, stop;
  CUDA_CHECK(cudaEventCreate(&start));
  CUDA_CHECK(cudaEventCreate(&stop));
  dim3 threads = dim3(512, 1);
  dim3 blocks = dim3(n / (nstreams * threads.x), 1);
  CUDA_CHECK(cudaEventRecord(start, 0));
  for (int i = 0; i < nstreams; i++) {
    int offset = i * n / nstreams;
    CUDA_CHECK(cudaMemcpyAsync(d_a + offset, a + offset, nbytes / nstreams, cudaMemcpyHostToDevice, streams[i]));
    increment_kernel<<<blocks, threads, 0, streams[i]>>>(d_a + offset, value);
    CUDA_CHECK(cudaMemcpyAsync(a + offset, d_a + offset, nbytes / nstreams, cudaMemcpyDeviceToHost, streams[i]));
  }
  CUDA_CHECK(cudaEventRecord(stop, 0));
  CUDA_CHECK(cudaEventSynchronize(stop));
  float gpu_time = 0.0f;
  CUDA_CHECK(cudaEventElapsedTime(&gpu_time, start, stop));
  printf("time spent: %.2f\n", gpu_time);
  bool bFinalResults = correct_output(a, n, value);
  for (int i = 0; i < nstreams; i++) CUDA_CHECK(cudaStreamDestroy(streams[i]));
  CUDA_CHECK(cudaEventDestroy(start));
  CUDA_CHECK(cudaEventDestroy(stop));
  CUDA_CHECK(cudaFreeHost(a));
  CUDA_CHECK(cudaFree(d_a));
  return bFinalResults ? 0 : 1;
}
