// notes: host-output focus: __device__ functions become dummies calling ::exit / ::free, unnamed params get no (void), ctor keeps mem-initializers, static device fn gets -Wunused-function pragmas, __forceinline__ / __noinline__ spelling; clean
// tags: host-output, device-function
__device__ int add(int x, int y) { return x + y; }
__device__ void unnamed_params(int, float) {}
static __device__ int hidden(int v) { return v * 3; }
__forceinline__ __device__ float fast(float v) { return v * 0.5f; }
__noinline__ __device__ float slow(float v) { return v * 2.0f; }

struct Acc {
    int v;
    __device__ Acc(int a) : v(a) {}
    __device__ ~Acc() {}
    __device__ int get() const { return v; }
};

__global__ void k(int *out) { Acc a(add(1, 2)); *out = a.get() + hidden(1) + (int)fast(2.0f) + (int)slow(1.0f); }
