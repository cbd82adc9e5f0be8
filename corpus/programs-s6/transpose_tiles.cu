// notes: transpose with TILE_DIM/BLOCK_ROWS constants, padded shared tile, const int globals
#include <cstdio>
#include <cuda_runtime.h>

const int TILE_DIM = 32;
const int BLOCK_ROWS = 8;
const int NUM_REPS = 100;

__global__ void copySharedMem(float *odata, const float *idata) {
  __shared__ float tile[TILE_DIM * TILE_DIM];
  int x = blockIdx.x * TILE_DIM + threadIdx.x;
  int y = blockIdx.y * TILE_DIM + threadIdx.y;
  int width = gridDim.x * TILE_DIM;
  for (int j = 0; j < TILE_DIM; j += BLOCK_ROWS) tile[(threadIdx.y + j) * TILE_DIM + threadIdx.x] = idata[(y + j) * width + x];
  __syncthreads();
  for (int j = 0; j < TILE_DIM; j += BLOCK_ROWS) odata[(y + j) * width + x] = tile[(threadIdx.y + j) * TILE_DIM + threadIdx.x];
}

__global__ void transposeNoBankConflicts(float *odata, const float *idata) {
  __shared__ float tile[TILE_DIM][TILE_DIM + 1];
  int x = blockIdx.x * TILE_DIM + threadIdx.x;
  int y = blockIdx.y * TILE_DIM + threadIdx.y;
  int width = gridDim.x * TILE_DIM;
  for (int j = 0; j < TILE_DIM; j += BLOCK_ROWS) tile[threadIdx.y + j][threadIdx.x] = idata[(y + j) * width + x];
  __syncthreads();
  x = blockIdx.y * TILE_DIM + threadIdx.x;
  y = blockIdx.x * TILE_DIM + threadIdx.y;
  for (int j = 0; j < TILE_DIM; j += BLOCK_ROWS) odata[(y + j) * width + x] = tile[threadIdx.x][threadIdx.y + j];
}

int main(int argc, char **argv) {
  const int nx = 1024, ny = 1024;
  const int mem_size = nx * ny * sizeof(float);
  dim3 dimGrid(nx / TILE_DIM, ny / TILE_DIM, 1);
  dim3 dimBlock(TILE_DIM, BLOCK_ROWS, 1);
  float *h_idata = (float *)malloc(mem_size);
  float *d_idata, *d_tdata;
  cudaMalloc(&d_idata, mem_size);
  cudaMalloc(&d_tdata, mem_size);
  for (int j = 0; j < ny; j++)
    for (int i = 0; i < nx; i++) h_idata[j * nx + i] = j * nx + i;
  cudaMemcpy(d_idata, h_idata, mem_size, cudaMemcpyHostToDevice);
  for (int i = 0; i < NUM_REPS; i++) transposeNoBankConflicts<<<dimGrid, dimBlock>>>(d_tdata, d_idata);
  copySharedMem<<<dimGrid, dimBlock>>>(d_tdata, d_idata);
  cudaDeviceSynchronize();
  cudaFree(d_tdata);
  cudaFree(d_idata);
  free(h_idata);
  return 0;
}
