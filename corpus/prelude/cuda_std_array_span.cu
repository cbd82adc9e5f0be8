// nvcc-options: -std=c++20
// notes: <cuda/std/array>, <cuda/std/span> and <cuda/std/type_traits> in -std=c++20 device code; expected clean
// tags: prelude, libcudacxx, cxx20
#include <cuda/std/array>
#include <cuda/std/span>
#include <cuda/std/type_traits>

__device__ int sum(cuda::std::span<const int> s)
{
    int r = 0;
    for (int v : s) r += v;
    return r;
}

__global__ void k(int *out)
{
    cuda::std::array<int, 4> a{1, 2, 3, 4};
    static_assert(cuda::std::is_same_v<decltype(a)::value_type, int>);
    *out = sum(cuda::std::span<const int>(a.data(), a.size()));
}
