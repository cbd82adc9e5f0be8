// tags: unsupported_inline_var, misc, near-miss
// notes: inline __device__ variables in nested unnamed namespaces have internal linkage (no 3648); one at global scope is an error in whole-program mode
#include <cuda_runtime.h>
namespace outer { namespace { inline __device__ int a = 1; } }
namespace { namespace inner { inline __constant__ int b = 2; } }
inline __device__ int c = 3;
