// notes: host-output focus: non-template kernel (declaration + #if 0 body), static kernel, unnamed parameters (__T0..), extern "C" kernel, namespaced kernel; clean
// tags: host-output, global
namespace blas {
__global__ void axpy(float a, const float *x, float *y, int n) { int i = threadIdx.x; if (i < n) y[i] += a * x[i]; }
}
static __global__ void sk(int x) {}
__global__ void unnamed(int, float *, double) {}
extern "C" __global__ void ckern(int *p) { *p = 42; }

void launch_all(float *x, float *y, int *p)
{
    blas::axpy<<<1, 32>>>(2.0f, x, y, 32);
    sk<<<1, 1>>>(3);
    unnamed<<<1, 1>>>(1, y, 2.5);
    ckern<<<1, 1>>>(p);
}
