// notes: 2D box blur reading through a cudaTextureObject_t created from a cudaArray (tex2D<float>), host setup of resource/texture descriptors; expected clean
// tags: program, texture
#include <cstring>

__global__ void blur(cudaTextureObject_t tex, float *out, int w, int h)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x >= w || y >= h) return;
    float s = 0.0f;
    for (int dy = -1; dy <= 1; ++dy)
        for (int dx = -1; dx <= 1; ++dx)
            s += tex2D<float>(tex, x + dx + 0.5f, y + dy + 0.5f);
    out[y * w + x] = s / 9.0f;
}

cudaError_t run_blur(const float *host, float *d_out, int w, int h)
{
    cudaChannelFormatDesc ch = cudaCreateChannelDesc<float>();
    cudaArray_t arr;
    cudaError_t e = cudaMallocArray(&arr, &ch, w, h);
    if (e != cudaSuccess) return e;
    cudaMemcpy2DToArray(arr, 0, 0, host, w * sizeof(float), w * sizeof(float), h, cudaMemcpyHostToDevice);
    cudaResourceDesc res;
    std::memset(&res, 0, sizeof res);
    res.resType = cudaResourceTypeArray;
    res.res.array.array = arr;
    cudaTextureDesc td;
    std::memset(&td, 0, sizeof td);
    td.addressMode[0] = cudaAddressModeClamp;
    td.addressMode[1] = cudaAddressModeClamp;
    td.filterMode = cudaFilterModePoint;
    td.readMode = cudaReadModeElementType;
    cudaTextureObject_t tex = 0;
    cudaCreateTextureObject(&tex, &res, &td, nullptr);
    dim3 block(16, 16), grid((w + 15) / 16, (h + 15) / 16);
    blur<<<grid, block>>>(tex, d_out, w, h);
    e = cudaDeviceSynchronize();
    cudaDestroyTextureObject(tex);
    cudaFreeArray(arr);
    return e;
}
