// notes: launch of a kernel template with deduced and explicit template arguments; clean
// tags: launch, template, near-miss
template <typename T, int N>
__global__ void fill_n(T *p, T v) { if (threadIdx.x < N) p[threadIdx.x] = v; }

template <typename T>
__global__ void copy(T *dst, const T *src) { dst[threadIdx.x] = src[threadIdx.x]; }

void run(float *a, const float *b)
{
    fill_n<float, 64><<<1, 64>>>(a, 1.0f);
    copy<<<1, 64>>>(a, b);
}
