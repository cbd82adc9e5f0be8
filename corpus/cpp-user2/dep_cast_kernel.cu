// notes: program: a templated kernel converting its element type to float with static_cast for accumulation; instantiated for int and float
// tags: program, template, cast, valid
#include <cuda_runtime.h>
template <class T> __device__ float as_float(T v) { return static_cast<float>(v); }
template <class T> __global__ void scale(const T *in, float *out, float k, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) out[i] = as_float(in[i]) * k;
}
void run(const int *a, const float *b, float *o, int n)
{
    scale<<<(n + 255) / 256, 256>>>(a, o, 2.0f, n);
    scale<<<(n + 255) / 256, 256>>>(b, o, 0.5f, n);
}
