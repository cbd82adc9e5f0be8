// notes: occupancy API templates (cudaOccupancyMaxPotentialBlockSize), cudaDeviceProp query
#include <cstdio>
#include <cuda_runtime.h>

__global__ void MyKernel(int *array, int arrayCount) {
  int idx = threadIdx.x + blockIdx.x * blockDim.x;
  if (idx < arrayCount) array[idx] *= array[idx];
}

int launchMyKernel(int *array, int arrayCount) {
  int blockSize;
  int minGridSize;
  int gridSize;
  cudaOccupancyMaxPotentialBlockSize(&minGridSize, &blockSize, MyKernel, 0, arrayCount);
  gridSize = (arrayCount + blockSize - 1) / blockSize;
  MyKernel<<<gridSize, blockSize>>>(array, arrayCount);
  cudaDeviceSynchronize();
  int maxActiveBlocks;
  cudaOccupancyMaxActiveBlocksPerMultiprocessor(&maxActiveBlocks, MyKernel, blockSize, 0);
  int device;
  cudaDeviceProp props;
  cudaGetDevice(&device);
  cudaGetDeviceProperties(&props, device);
  float occupancy = (maxActiveBlocks * blockSize / props.warpSize) / (float)(props.maxThreadsPerMultiProcessor / props.warpSize);
  printf("Launched blocks of size %d. Theoretical occupancy: %f\n", blockSize, occupancy);
  return 0;
}

int main() {
  int *a;
  cudaMalloc(&a, 1024 * sizeof(int));
  launchMyKernel(a, 1024);
  cudaFree(a);
  return 0;
}
