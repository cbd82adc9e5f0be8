// notes: <cmath> and <cstdio>: std math in host code, CUDA math functions and device printf in a kernel; expected clean
// tags: prelude, math, printf
#include <cmath>
#include <cstdio>

__global__ void k(const float *in, float *out, int n)
{
    int i = threadIdx.x;
    if (i < n) {
        out[i] = sqrtf(fabsf(in[i])) + __sinf(in[i]) + exp2f(1.0f);
        if (i == 0) printf("first: %f\n", out[0]);
    }
}

double host_ref(double x) { return std::sqrt(std::fabs(x)) + std::sin(x) + std::exp2(1.0); }
