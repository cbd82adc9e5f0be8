// notes: near miss: an inline __device__ variable with internal linkage (static / unnamed namespace) is fine in whole-program mode
// tags: unsupported_inline_var, near-miss
static inline __device__ int v = 1;
namespace { inline __constant__ int c = 2; }
