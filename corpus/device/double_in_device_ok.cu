// tags: device-side, cuda_demote_unsupported_floating_point
// notes: near miss: double
__device__ double f(double x) { return x * 2; }
