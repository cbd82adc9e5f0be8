// tags: device-side, program, h_d_illegal_call, h_g_illegal_call, h_hd_illegal_call, undefined_device_identifier
// notes: a kernel library TU: device helpers, HD math, kernels; two helpers were written for the host only
#include <cuda_runtime.h>

namespace img {
float gamma_correct(float v, float g);          // host-only (defined elsewhere)
int clamp_index(int i, int n) { return i < 0 ? 0 : (i >= n ? n - 1 : i); }   // host-only by mistake

__host__ __device__ float lerp(float a, float b, float t) { return a + t * (b - a); }

__device__ float sample(const float *row, int n, float x)
{
    int i0 = clamp_index((int)x, n);
    int i1 = clamp_index((int)x + 1, n);
    return lerp(row[i0], row[i1], x - (float)i0);
}

__host__ __device__ float tone(float v) { return gamma_correct(v, 2.2f); }
}

__global__ void resample(const float *in, float *out, int n, int m)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < m)
        out[j] = img::tone(img::sample(in, n, j * (float)n / (float)m));
}
