// notes: a __device__ hidden friend called from host code through ADL -> error calling a __device__ function("twice(    ::W)") from a __host__ function (EDG prints the parameter type as "    ::W")
// tags: friend, cu, cross-space
#include <cuda_runtime.h>
struct W {
  int v;
  __device__ friend int twice(W w) { return 2 * w.v; }
};
__global__ void k(W *w, int *o) { *o = twice(*w); }
int host_use(W w) { return twice(w); }
