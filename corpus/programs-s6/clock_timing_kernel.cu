// notes: clock()/clock64() timing in a kernel, __shared__ arrays, reduction of timers on host
#include <cstdio>
#include <cuda_runtime.h>

#define NUM_BLOCKS 64
#define NUM_THREADS 256

__global__ static void timedReduction(const float *input, float *output, clock_t *timer) {
  extern __shared__ float shared[];
  const int tid = threadIdx.x;
  const int bid = blockIdx.x;
  if (tid == 0) timer[bid] = clock();
  shared[tid] = input[tid];
  shared[tid + blockDim.x] = input[tid + blockDim.x];
  for (int d = blockDim.x; d > 0; d /= 2) {
    __syncthreads();
    if (tid < d) {
      float f0 = shared[tid];
      float f1 = shared[tid + d];
      if (f1 < f0) shared[tid] = f1;
    }
  }
  if (tid == 0) output[bid] = shared[0];
  __syncthreads();
  if (tid == 0) timer[bid + gridDim.x] = clock();
}

__global__ void spin(long long cycles, long long *out) {
  long long start = clock64();
  while (clock64() - start < cycles) {
  }
  *out = clock64() - start;
}

int main(int argc, char **argv) {
  float *dinput = NULL;
  float *doutput = NULL;
  clock_t *dtimer = NULL;
  clock_t timer[NUM_BLOCKS * 2];
  float input[NUM_THREADS * 2];
  for (int i = 0; i < NUM_THREADS * 2; i++) input[i] = (float)i;
  cudaMalloc((void **)&dinput, sizeof(float) * NUM_THREADS * 2);
  cudaMalloc((void **)&doutput, sizeof(float) * NUM_BLOCKS);
  cudaMalloc((void **)&dtimer, sizeof(clock_t) * NUM_BLOCKS * 2);
  cudaMemcpy(dinput, input, sizeof(float) * NUM_THREADS * 2, cudaMemcpyHostToDevice);
  timedReduction<<<NUM_BLOCKS, NUM_THREADS, sizeof(float) * 2 * NUM_THREADS>>>(dinput, doutput, dtimer);
  cudaMemcpy(timer, dtimer, sizeof(clock_t) * NUM_BLOCKS * 2, cudaMemcpyDeviceToHost);
  long double avgElapsedClocks = 0;
  for (int i = 0; i < NUM_BLOCKS; i++) avgElapsedClocks += (long double)(timer[i + NUM_BLOCKS] - timer[i]);
  avgElapsedClocks = avgElapsedClocks / NUM_BLOCKS;
  printf("Average clocks/block = %Lf\n", avgElapsedClocks);
  long long *out;
  cudaMalloc(&out, sizeof(long long));
  spin<<<1, 1>>>(1000, out);
  cudaFree(dinput);
  cudaFree(doutput);
  cudaFree(dtimer);
  return 0;
}
