// tags: device-side, h_g_illegal_call, undefined_device_identifier
// notes: kernels come after the other device functions in cicc's report
namespace util { float scale(float v, float s); }
__global__ void k(float *p) { p[0] = util::scale(p[0], 2.0f); }
__device__ float helper(float v) { return util::scale(v, 3.0f); }
