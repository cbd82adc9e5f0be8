// notes: cuda::std::ratio arithmetic in a static_assert, in device and host code
// tags: prelude, libcu++, ratio
#include <cuda_runtime.h>
#include <cuda/std/ratio>
typedef cuda::std::ratio_multiply<cuda::std::ratio<24>, cuda::std::ratio<3600>> day;
static_assert(day::num == 86400 && day::den == 1, "day");
__global__ void k(long *p) { *p = day::num; }
