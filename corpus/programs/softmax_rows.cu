// notes: row-wise softmax with warp-level max/sum reductions via __shfl_xor_sync, templated on the element type with float accumulation; expected clean
// tags: program, softmax, template, warp
#include <cuda_fp16.h>

template <class T> __device__ __forceinline__ float to_float(T v) { return static_cast<float>(v); }
template <> __device__ __forceinline__ float to_float<__half>(__half v) { return __half2float(v); }
template <class T> __device__ __forceinline__ T from_float(float v) { return static_cast<T>(v); }
template <> __device__ __forceinline__ __half from_float<__half>(float v) { return __float2half(v); }

__device__ float warp_max(float v)
{
    for (int o = 16; o > 0; o >>= 1) v = fmaxf(v, __shfl_xor_sync(0xffffffffu, v, o));
    return v;
}

__device__ float warp_sum(float v)
{
    for (int o = 16; o > 0; o >>= 1) v += __shfl_xor_sync(0xffffffffu, v, o);
    return v;
}

template <class T>
__global__ void softmax(const T *in, T *out, int cols)
{
    const T *row = in + blockIdx.x * cols;
    T *orow = out + blockIdx.x * cols;
    float m = -INFINITY;
    for (int c = threadIdx.x; c < cols; c += 32) m = fmaxf(m, to_float(row[c]));
    m = warp_max(m);
    float s = 0.0f;
    for (int c = threadIdx.x; c < cols; c += 32) s += __expf(to_float(row[c]) - m);
    s = warp_sum(s);
    for (int c = threadIdx.x; c < cols; c += 32) orow[c] = from_float<T>(__expf(to_float(row[c]) - m) / s);
}

template <class T>
void softmax_rows(const T *in, T *out, int rows, int cols, cudaStream_t st)
{
    softmax<T><<<rows, 32, 0, st>>>(in, out, cols);
}

template void softmax_rows<float>(const float *, float *, int, int, cudaStream_t);
template void softmax_rows<__half>(const __half *, __half *, int, int, cudaStream_t);
