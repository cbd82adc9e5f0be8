// notes: std::ratio arithmetic (ratio_multiply / ratio_add) evaluated in static_assert
// tags: prelude, libstdc++, ratio
#include <cuda_runtime.h>
#include <ratio>
__global__ void k(int *p) { *p = 1; }
typedef std::ratio_multiply<std::ratio<2, 3>, std::ratio<3, 4>> half;
static_assert(half::num == 1 && half::den == 2, "ratio");
typedef std::ratio_add<std::ratio<1, 3>, std::ratio<1, 6>> also_half;
static_assert(std::ratio_equal<half, also_half>::value, "equal");
