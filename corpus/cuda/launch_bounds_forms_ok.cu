// notes: __launch_bounds__ with 1, 2 and 3 arguments, constant expressions and template-dependent values on kernels -> clean
// tags: launch_bounds, near-miss
constexpr int kThreads = 256;

__global__ void __launch_bounds__(128) a(float *p) {}
__global__ void __launch_bounds__(kThreads, 2) b(float *p) {}
__global__ void __launch_bounds__(kThreads / 2, 4, 8) c(float *p) {}

template <int BS>
__global__ void __launch_bounds__(BS) t(float *p) { p[threadIdx.x] = BS; }

template __global__ void t<64>(float *);
