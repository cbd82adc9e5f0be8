// notes: simpleTemplates shape: SharedMemory<T> with explicit specialisations for int/float/double, templated kernel and runner
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

template <typename T>
struct SharedMemory {
  __device__ T *getPointer() {
    extern __device__ void error(void);
    error();
    return NULL;
  }
};

template <>
struct SharedMemory<int> {
  __device__ int *getPointer() {
    extern __shared__ int s_int[];
    return s_int;
  }
};

template <>
struct SharedMemory<float> {
  __device__ float *getPointer() {
    extern __shared__ float s_float[];
    return s_float;
  }
};

template <>
struct SharedMemory<double> {
  __device__ double *getPointer() {
    extern __shared__ double s_double[];
    return s_double;
  }
};

template <class T>
__global__ void testKernel(T *g_idata, T *g_odata) {
  SharedMemory<T> smem;
  T *sdata = smem.getPointer();
  const unsigned int tid = threadIdx.x;
  const unsigned int num_threads = blockDim.x;
  sdata[tid] = g_idata[tid];
  __syncthreads();
  sdata[tid] = (T)num_threads * sdata[tid];
  __syncthreads();
  g_odata[tid] = sdata[tid];
}

template <class T>
void computeGold(T *reference, T *idata, const unsigned int len) {
  const T T_len = static_cast<T>(len);
  for (unsigned int i = 0; i < len; ++i) {
    reference[i] = idata[i] * T_len;
  }
}

template <class T>
int runTest(int len) {
  unsigned int num_threads = len;
  unsigned int mem_size = sizeof(T) * num_threads;
  T *h_idata = (T *)malloc(mem_size);
  for (unsigned int i = 0; i < num_threads; ++i) h_idata[i] = (T)i;
  T *d_idata;
  cudaMalloc((void **)&d_idata, mem_size);
  cudaMemcpy(d_idata, h_idata, mem_size, cudaMemcpyHostToDevice);
  T *d_odata;
  cudaMalloc((void **)&d_odata, mem_size);
  dim3 grid(1, 1, 1);
  dim3 threads(num_threads, 1, 1);
  testKernel<T><<<grid, threads, mem_size>>>(d_idata, d_odata);
  T *h_odata = (T *)malloc(mem_size);
  cudaMemcpy(h_odata, d_odata, sizeof(T) * num_threads, cudaMemcpyDeviceToHost);
  T *reference = (T *)malloc(mem_size);
  computeGold<T>(reference, h_idata, num_threads);
  int ok = 1;
  for (unsigned int i = 0; i < num_threads; ++i) ok &= reference[i] == h_odata[i];
  free(h_idata);
  free(h_odata);
  free(reference);
  cudaFree(d_idata);
  cudaFree(d_odata);
  return ok;
}

int main(int argc, char **argv) {
  int ok = runTest<float>(256);
  ok &= runTest<int>(256);
  ok &= runTest<double>(128);
  printf("%s\n", ok ? "PASSED" : "FAILED");
  return ok ? EXIT_SUCCESS : EXIT_FAILURE;
}
