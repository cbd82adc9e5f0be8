// notes: overloaded non-template kernels (different parameter types) and a kernel template with a default template argument, launched with overload resolution picking each -> clean
// tags: launch, overload, template, near-miss
__global__ void fill(int *p, int v) { p[threadIdx.x] = v; }
__global__ void fill(float *p, float v) { p[threadIdx.x] = v; }

template <class T = double, int N = 32>
__global__ void zero(T *p) { if (threadIdx.x < N) p[threadIdx.x] = T(); }

void run(int *pi, float *pf, double *pd)
{
    fill<<<1, 32>>>(pi, 1);
    fill<<<1, 32>>>(pf, 1.0f);
    zero<<<1, 32>>>(pd);
    zero<float, 16><<<1, 16>>>(pf);
}
