// notes: kernel template with a template template parameter and a nested dependent type, launched with explicit arguments -> clean
// tags: template, launch, near-miss
template <class T> struct DevVec { T *data; int n; };

template <template <class> class C, class T>
__global__ void clear(C<T> c)
{
    if (threadIdx.x < c.n) c.data[threadIdx.x] = T();
}

void run(DevVec<float> v) { clear<DevVec, float><<<1, 256>>>(v); }
