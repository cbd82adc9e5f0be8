// notes: libcu++ <cuda/std/chrono>: duration arithmetic and duration_cast in host and device code; expected clean
// tags: prelude-cccl, libcudacxx
#include <cuda/std/chrono>
__host__ __device__ long long ms_of(cuda::std::chrono::seconds s) {
  return cuda::std::chrono::duration_cast<cuda::std::chrono::milliseconds>(s).count();
}
__global__ void k(long long *p) { *p = ms_of(cuda::std::chrono::seconds(2)); }
int main() { return ms_of(cuda::std::chrono::seconds(1)) == 1000 ? 0 : 1; }
