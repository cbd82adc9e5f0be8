// nvcc-options: -std=c++20
// notes: a user concept constraining a function template with a requires-clause; expected clean
// tags: cxx20, concepts
#include <cuda_runtime.h>
#include <concepts>
template <typename T> concept Small = sizeof(T) <= 4;
template <typename T> requires Small<T> T twice(T v) { return v + v; }
template <std::integral T> T half(T v) { return v / 2; }
int main() { return twice(1) + half(4) - 4; }
