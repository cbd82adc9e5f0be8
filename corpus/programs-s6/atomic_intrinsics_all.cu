// notes: simpleAtomicIntrinsics shape: every integer atomic on global memory from one kernel
#include <cstdio>
#include <cuda_runtime.h>

__global__ void testKernel(int *g_odata) {
  const unsigned int tid = blockDim.x * blockIdx.x + threadIdx.x;
  atomicAdd(&g_odata[0], 10);
  atomicExch(&g_odata[1], tid);
  atomicMax(&g_odata[2], tid);
  atomicMin(&g_odata[3], tid);
  atomicInc((unsigned int *)&g_odata[4], 17);
  atomicDec((unsigned int *)&g_odata[5], 137);
  atomicCAS(&g_odata[6], tid - 1, tid);
  atomicAnd(&g_odata[8], 2 * tid + 7);
  atomicOr(&g_odata[9], 1 << tid);
  atomicXor(&g_odata[10], tid);
  atomicSub(&g_odata[7], 10);
}

__global__ void floatAtomics(float *f, double *d, unsigned long long *u) {
  atomicAdd(f, 1.5f);
  atomicAdd(d, 2.5);
  atomicAdd(u, 1ull);
  atomicMax(u + 1, (unsigned long long)threadIdx.x);
}

int main() {
  unsigned int numThreads = 256;
  unsigned int numBlocks = 64;
  unsigned int numData = 11;
  unsigned int memSize = sizeof(int) * numData;
  int *dOData;
  cudaMalloc((void **)&dOData, memSize);
  cudaMemset(dOData, 0, memSize);
  testKernel<<<numBlocks, numThreads>>>(dOData);
  float *f;
  double *d;
  unsigned long long *u;
  cudaMalloc(&f, sizeof(float));
  cudaMalloc(&d, sizeof(double));
  cudaMalloc(&u, 2 * sizeof(unsigned long long));
  floatAtomics<<<4, 64>>>(f, d, u);
  int hOData[11];
  cudaMemcpy(hOData, dOData, memSize, cudaMemcpyDeviceToHost);
  printf("%d %d\n", hOData[0], hOData[7]);
  cudaFree(dOData);
  return 0;
}
