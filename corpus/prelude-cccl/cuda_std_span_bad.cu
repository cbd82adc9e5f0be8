// notes: near miss of cuda_std_atomic_span: a span of int does not convert to a pointer (no suitable conversion function)
// tags: prelude-cccl, libcudacxx
#include <cuda/std/span>
int first(const int *p) { return *p; }
int main() { int a[3] = {1, 2, 3}; cuda::std::span<int> s(a, 3); return first(s); }
