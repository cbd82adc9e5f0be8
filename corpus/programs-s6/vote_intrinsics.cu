// notes: warp vote and bit intrinsics: __ballot_sync, __any_sync, __all_sync, __popc, __ffs, lane id
#include <cstdio>
#include <cuda_runtime.h>

__device__ __forceinline__ unsigned lane_id() { return threadIdx.x & 31; }

__global__ void vote(const int *in, unsigned *ballots, int *any, int *all, int *counts) {
  int tid = blockIdx.x * blockDim.x + threadIdx.x;
  int pred = in[tid] > 0;
  unsigned mask = __activemask();
  unsigned b = __ballot_sync(mask, pred);
  if (lane_id() == 0) {
    int w = tid / 32;
    ballots[w] = b;
    any[w] = __any_sync(mask, pred);
    all[w] = __all_sync(mask, pred);
    counts[w] = __popc(b) + __ffs(b) + __clz(b);
  }
}

int main() {
  const int n = 1024;
  int *in, *any, *all, *counts;
  unsigned *ballots;
  cudaMalloc(&in, n * sizeof(int));
  cudaMalloc(&ballots, n / 32 * sizeof(unsigned));
  cudaMalloc(&any, n / 32 * sizeof(int));
  cudaMalloc(&all, n / 32 * sizeof(int));
  cudaMalloc(&counts, n / 32 * sizeof(int));
  vote<<<n / 256, 256>>>(in, ballots, any, all, counts);
  cudaDeviceSynchronize();
  return 0;
}
