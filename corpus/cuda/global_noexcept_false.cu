// notes: noexcept(false) still counts as an exception specification -> 20190, same as noexcept
// tags: global_exception_spec
__global__ void k(int *p) noexcept(false) { *p = 0; }
