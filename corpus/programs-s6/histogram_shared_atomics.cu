// notes: histogram with shared-memory atomics, grid-stride loop, unsigned char data
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <cuda_runtime.h>

#define HIST_BINS 256

__global__ void histogram256(const unsigned char *data, unsigned int *hist, size_t n) {
  __shared__ unsigned int s_hist[HIST_BINS];
  for (int i = threadIdx.x; i < HIST_BINS; i += blockDim.x) s_hist[i] = 0;
  __syncthreads();
  for (size_t i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += (size_t)blockDim.x * gridDim.x) {
    atomicAdd(&s_hist[data[i]], 1u);
  }
  __syncthreads();
  for (int i = threadIdx.x; i < HIST_BINS; i += blockDim.x) atomicAdd(&hist[i], s_hist[i]);
}

static void cpu_histogram(const unsigned char *data, unsigned int *hist, size_t n) {
  memset(hist, 0, HIST_BINS * sizeof(unsigned int));
  for (size_t i = 0; i < n; ++i) hist[data[i]]++;
}

int main() {
  const size_t n = 1 << 22;
  unsigned char *h_data = (unsigned char *)malloc(n);
  for (size_t i = 0; i < n; ++i) h_data[i] = (unsigned char)(rand() & 0xff);
  unsigned char *d_data;
  unsigned int *d_hist;
  cudaMalloc((void **)&d_data, n);
  cudaMalloc((void **)&d_hist, HIST_BINS * sizeof(unsigned int));
  cudaMemcpy(d_data, h_data, n, cudaMemcpyHostToDevice);
  cudaMemset(d_hist, 0, HIST_BINS * sizeof(unsigned int));
  int device = 0, sms = 0;
  cudaGetDevice(&device);
  cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, device);
  histogram256<<<sms * 4, 256>>>(d_data, d_hist, n);
  unsigned int h_hist[HIST_BINS], ref[HIST_BINS];
  cudaMemcpy(h_hist, d_hist, sizeof(h_hist), cudaMemcpyDeviceToHost);
  cpu_histogram(h_data, ref, n);
  int bad = 0;
  for (int i = 0; i < HIST_BINS; ++i) bad += h_hist[i] != ref[i];
  printf("%s\n", bad ? "FAILED" : "PASSED");
  cudaFree(d_data);
  cudaFree(d_hist);
  free(h_data);
  return bad ? 1 : 0;
}
