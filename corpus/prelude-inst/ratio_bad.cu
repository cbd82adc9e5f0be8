// notes: a static_assert on ratio arithmetic that fails (1/2 is not 2/3)
// tags: prelude, libstdc++, ratio, error
#include <cuda_runtime.h>
#include <ratio>
__global__ void k(int *p) { *p = 1; }
typedef std::ratio_multiply<std::ratio<2, 3>, std::ratio<3, 4>> half;
static_assert(half::num == 2 && half::den == 3, "not two thirds");
