// notes: training-exercise style: cudaCheckErrors macro with cudaGetLastError, 2-D grid matrix add, const sizes, verification
#include <cstdio>
#include <cstdlib>

#define cudaCheckErrors(msg)                                                                   \
  do {                                                                                         \
    cudaError_t __err = cudaGetLastError();                                                    \
    if (__err != cudaSuccess) {                                                                \
      fprintf(stderr, "Fatal error: %s (%s at %s:%d)\n", msg, cudaGetErrorString(__err), __FILE__, __LINE__); \
      fprintf(stderr, "*** FAILED - ABORTING\n");                                              \
      exit(1);                                                                                 \
    }                                                                                          \
  } while (0)

const size_t DSIZE = 1024;
const int block_size = 32;

__global__ void matrix_add(const float *A, const float *B, float *C, int ds) {
  int idx = threadIdx.x + blockDim.x * blockIdx.x;
  int idy = threadIdx.y + blockDim.y * blockIdx.y;
  if ((idx < ds) && (idy < ds)) C[idy * ds + idx] = A[idy * ds + idx] + B[idy * ds + idx];
}

int main() {
  float *h_A, *h_B, *h_C, *d_A, *d_B, *d_C;
  h_A = new float[DSIZE * DSIZE];
  h_B = new float[DSIZE * DSIZE];
  h_C = new float[DSIZE * DSIZE];
  for (int i = 0; i < DSIZE * DSIZE; i++) {
    h_A[i] = rand() / (float)RAND_MAX;
    h_B[i] = rand() / (float)RAND_MAX;
    h_C[i] = 0;
  }
  cudaMalloc(&d_A, DSIZE * DSIZE * sizeof(float));
  cudaMalloc(&d_B, DSIZE * DSIZE * sizeof(float));
  cudaMalloc(&d_C, DSIZE * DSIZE * sizeof(float));
  cudaCheckErrors("cudaMalloc failure");
  cudaMemcpy(d_A, h_A, DSIZE * DSIZE * sizeof(float), cudaMemcpyHostToDevice);
  cudaMemcpy(d_B, h_B, DSIZE * DSIZE * sizeof(float), cudaMemcpyHostToDevice);
  cudaCheckErrors("cudaMemcpy H2D failure");
  dim3 block(block_size, block_size);
  dim3 grid((DSIZE + block.x - 1) / block.x, (DSIZE + block.y - 1) / block.y);
  matrix_add<<<grid, block>>>(d_A, d_B, d_C, DSIZE);
  cudaCheckErrors("kernel launch failure");
  cudaMemcpy(h_C, d_C, DSIZE * DSIZE * sizeof(float), cudaMemcpyDeviceToHost);
  cudaCheckErrors("kernel execution failure or cudaMemcpy H2D failure");
  for (int i = 0; i < DSIZE * DSIZE; i++)
    if (h_C[i] != h_A[i] + h_B[i]) {
      printf("mismatch at index %d, was: %f, should be: %f\n", i, h_C[i], h_A[i] + h_B[i]);
      return -1;
    }
  printf("success!\n");
  delete[] h_A;
  delete[] h_B;
  delete[] h_C;
  return 0;
}
