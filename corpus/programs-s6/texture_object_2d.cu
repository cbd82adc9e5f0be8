// notes: texture object API: cudaArray, channel desc, resource/texture descriptors, tex2D<float> in a kernel
#include <cstdio>
#include <cstring>
#include <cuda_runtime.h>

__global__ void transformKernel(float *output, cudaTextureObject_t texObj, int width, int height, float theta) {
  unsigned int x = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned int y = blockIdx.y * blockDim.y + threadIdx.y;
  float u = x / (float)width - 0.5f;
  float v = y / (float)height - 0.5f;
  float tu = u * cosf(theta) - v * sinf(theta) + 0.5f;
  float tv = v * cosf(theta) + u * sinf(theta) + 0.5f;
  output[y * width + x] = tex2D<float>(texObj, tu, tv);
}

int main() {
  const int width = 256, height = 256;
  size_t size = width * height * sizeof(float);
  float *h_data = (float *)malloc(size);
  for (int i = 0; i < width * height; ++i) h_data[i] = (float)(i % 7);
  cudaChannelFormatDesc channelDesc = cudaCreateChannelDesc(32, 0, 0, 0, cudaChannelFormatKindFloat);
  cudaArray_t cuArray;
  cudaMallocArray(&cuArray, &channelDesc, width, height);
  cudaMemcpy2DToArray(cuArray, 0, 0, h_data, width * sizeof(float), width * sizeof(float), height, cudaMemcpyHostToDevice);
  struct cudaResourceDesc resDesc;
  memset(&resDesc, 0, sizeof(resDesc));
  resDesc.resType = cudaResourceTypeArray;
  resDesc.res.array.array = cuArray;
  struct cudaTextureDesc texDesc;
  memset(&texDesc, 0, sizeof(texDesc));
  texDesc.addressMode[0] = cudaAddressModeWrap;
  texDesc.addressMode[1] = cudaAddressModeWrap;
  texDesc.filterMode = cudaFilterModeLinear;
  texDesc.readMode = cudaReadModeElementType;
  texDesc.normalizedCoords = 1;
  cudaTextureObject_t texObj = 0;
  cudaCreateTextureObject(&texObj, &resDesc, &texDesc, NULL);
  float *output;
  cudaMalloc(&output, size);
  dim3 threadsperBlock(16, 16);
  dim3 numBlocks((width + threadsperBlock.x - 1) / threadsperBlock.x, (height + threadsperBlock.y - 1) / threadsperBlock.y);
  transformKernel<<<numBlocks, threadsperBlock>>>(output, texObj, width, height, 0.5f);
  cudaMemcpy(h_data, output, size, cudaMemcpyDeviceToHost);
  cudaDestroyTextureObject(texObj);
  cudaFreeArray(cuArray);
  cudaFree(output);
  free(h_data);
  return 0;
}
