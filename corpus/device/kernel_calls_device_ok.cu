// tags: device-side, h_g_illegal_call
// notes: near miss of kernel_calls_host: the callee is __device__
namespace util { __device__ float scale(float v, float s) { return v * s; } }
__global__ void k(float *p) { p[0] = util::scale(p[0], 2.0f); }
