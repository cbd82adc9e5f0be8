// notes: work-efficient block scan (Blelloch) templated on element type, bank-conflict offset macro, two-level launch
#include <cstdio>
#include <cuda_runtime.h>

#define NUM_BANKS 32
#define LOG_NUM_BANKS 5
#define CONFLICT_FREE_OFFSET(n) ((n) >> LOG_NUM_BANKS)

template <typename T>
__global__ void prescan(T *g_odata, const T *g_idata, T *sums, int n) {
  extern __shared__ unsigned char smem[];
  T *temp = reinterpret_cast<T *>(smem);
  int thid = threadIdx.x;
  int offset = 1;
  int ai = thid;
  int bi = thid + (n / 2);
  int bankOffsetA = CONFLICT_FREE_OFFSET(ai);
  int bankOffsetB = CONFLICT_FREE_OFFSET(bi);
  const T *in = g_idata + blockIdx.x * n;
  temp[ai + bankOffsetA] = in[ai];
  temp[bi + bankOffsetB] = in[bi];
  for (int d = n >> 1; d > 0; d >>= 1) {
    __syncthreads();
    if (thid < d) {
      int a = offset * (2 * thid + 1) - 1;
      int b = offset * (2 * thid + 2) - 1;
      a += CONFLICT_FREE_OFFSET(a);
      b += CONFLICT_FREE_OFFSET(b);
      temp[b] += temp[a];
    }
    offset *= 2;
  }
  if (thid == 0) {
    sums[blockIdx.x] = temp[n - 1 + CONFLICT_FREE_OFFSET(n - 1)];
    temp[n - 1 + CONFLICT_FREE_OFFSET(n - 1)] = 0;
  }
  for (int d = 1; d < n; d *= 2) {
    offset >>= 1;
    __syncthreads();
    if (thid < d) {
      int a = offset * (2 * thid + 1) - 1;
      int b = offset * (2 * thid + 2) - 1;
      a += CONFLICT_FREE_OFFSET(a);
      b += CONFLICT_FREE_OFFSET(b);
      T t = temp[a];
      temp[a] = temp[b];
      temp[b] += t;
    }
  }
  __syncthreads();
  T *out = g_odata + blockIdx.x * n;
  out[ai] = temp[ai + bankOffsetA];
  out[bi] = temp[bi + bankOffsetB];
}

template <typename T>
__global__ void add_block_sums(T *data, const T *sums, int n) {
  data[blockIdx.x * n + threadIdx.x] += sums[blockIdx.x];
  data[blockIdx.x * n + threadIdx.x + n / 2] += sums[blockIdx.x];
}

int main() {
  const int per_block = 512, blocks = 64;
  unsigned *in, *out, *sums, *sums_scanned, *dummy;
  cudaMalloc(&in, per_block * blocks * sizeof(unsigned));
  cudaMalloc(&out, per_block * blocks * sizeof(unsigned));
  cudaMalloc(&sums, blocks * sizeof(unsigned));
  cudaMalloc(&sums_scanned, blocks * sizeof(unsigned));
  cudaMalloc(&dummy, sizeof(unsigned));
  size_t smem = (per_block + per_block / NUM_BANKS) * sizeof(unsigned);
  prescan<unsigned><<<blocks, per_block / 2, smem>>>(out, in, sums, per_block);
  prescan<unsigned><<<1, blocks / 2, smem>>>(sums_scanned, sums, dummy, blocks);
  add_block_sums<<<blocks, per_block / 2>>>(out, sums_scanned, per_block);
  cudaDeviceSynchronize();
  return 0;
}
