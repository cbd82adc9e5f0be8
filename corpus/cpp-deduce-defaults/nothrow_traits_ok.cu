// notes: traits whose static_assert calls __is_complete_or_unbounded (default template argument sizeof(_Tp) against a typename default).
#include <cuda_runtime.h>
#include <type_traits>
struct S { int a; };
static_assert(std::is_nothrow_default_constructible<int>::value, "int");
static_assert(std::is_nothrow_default_constructible<S>::value, "S");
static_assert(std::is_nothrow_copy_constructible<S>::value, "S copy");
__global__ void k(int *p) { *p = 1; }
