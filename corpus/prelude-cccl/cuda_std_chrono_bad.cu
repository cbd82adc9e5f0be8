// notes: near miss of cuda_std_chrono: a duration does not convert to int (no suitable conversion function, #413)
// tags: prelude-cccl, libcudacxx
#include <cuda/std/chrono>
int main() { int x = cuda::std::chrono::seconds(1); return x; }
