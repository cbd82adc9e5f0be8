// notes: kernel templates launched with <<<>>> with deduced and explicit template arguments, calling a __device__ function template; clean
// tags: template, launch, phase1
#include <cuda_runtime.h>
template <class T> __device__ T square(T x) { return x * x; }
template <class T> __global__ void squares(T *out, const T *in, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        out[i] = square(in[i]);
}
template <class T, int N> __global__ void fill(T *p, T v)
{
    if (threadIdx.x < N)
        p[threadIdx.x] = v;
}
void run(float *a, const float *b, int *c, int n)
{
    squares<<<(n + 127) / 128, 128>>>(a, b, n);
    fill<int, 64><<<1, 64>>>(c, 7);
}
