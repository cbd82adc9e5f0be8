// tags: device-side, cuda_demote_unsupported_floating_point
__device__ long double f(long double x) { return x * 2; }
