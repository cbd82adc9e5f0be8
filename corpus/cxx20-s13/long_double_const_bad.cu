// nvcc-options: -std=c++20
// notes: a static_assert that fails only in 80-bit precision: 0.1L is not the double 0.1.
static_assert(0.1L == 0.1);
