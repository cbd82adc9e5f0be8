// notes: reduction with warp shuffles, templates on block size, dynamic shared memory, SharedMemory helper
#include <cstdio>
#include <cuda_runtime.h>

template <class T>
struct SharedMemory {
  __device__ inline operator T *() {
    extern __shared__ int __smem[];
    return (T *)__smem;
  }
  __device__ inline operator const T *() const {
    extern __shared__ int __smem[];
    return (T *)__smem;
  }
};

template <class T>
__device__ __forceinline__ T warpReduceSum(unsigned int mask, T mySum) {
  for (int offset = warpSize / 2; offset > 0; offset /= 2) {
    mySum += __shfl_down_sync(mask, mySum, offset);
  }
  return mySum;
}

template <class T, unsigned int blockSize>
__global__ void reduce4(const T *g_idata, T *g_odata, unsigned int n) {
  T *sdata = SharedMemory<T>();
  unsigned int tid = threadIdx.x;
  unsigned int i = blockIdx.x * (blockSize * 2) + threadIdx.x;
  T mySum = (i < n) ? g_idata[i] : 0;
  if (i + blockSize < n) mySum += g_idata[i + blockSize];
  sdata[tid] = mySum;
  __syncthreads();
  for (unsigned int s = blockDim.x / 2; s > 32; s >>= 1) {
    if (tid < s) {
      sdata[tid] = mySum = mySum + sdata[tid + s];
    }
    __syncthreads();
  }
  if (tid < 32) {
    if (blockSize >= 64) mySum += sdata[tid + 32];
    mySum = warpReduceSum<T>(0xffffffff, mySum);
  }
  if (tid == 0) g_odata[blockIdx.x] = mySum;
}

int main() {
  const unsigned int n = 1 << 20;
  const int threads = 256;
  const int blocks = (n + threads * 2 - 1) / (threads * 2);
  int *d_in = nullptr, *d_out = nullptr;
  cudaMalloc(&d_in, n * sizeof(int));
  cudaMalloc(&d_out, blocks * sizeof(int));
  cudaMemset(d_in, 0, n * sizeof(int));
  size_t smem = threads * sizeof(int);
  reduce4<int, threads><<<blocks, threads, smem>>>(d_in, d_out, n);
  cudaDeviceSynchronize();
  int *h_out = new int[blocks];
  cudaMemcpy(h_out, d_out, blocks * sizeof(int), cudaMemcpyDeviceToHost);
  long long total = 0;
  for (int b = 0; b < blocks; ++b) total += h_out[b];
  printf("sum = %lld\n", total);
  delete[] h_out;
  cudaFree(d_in);
  cudaFree(d_out);
  return 0;
}
