// notes: <type_traits> in host and device code (static_asserts, enable_if on a __device__ template); expected clean
// tags: prelude, stl, type-traits
#include <type_traits>

template <class T, class = std::enable_if_t<std::is_floating_point<T>::value>>
__device__ T half_of(T v) { return v / T(2); }

static_assert(std::is_trivially_copyable<float4>::value, "vector types are trivially copyable");
static_assert(std::is_same<decltype(threadIdx.x), unsigned int>::value, "");

__global__ void k(double *p) { *p = half_of(*p); }
