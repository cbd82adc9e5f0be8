// notes: cuda::std::chrono durations (duration<int, ratio_multiply<...>> instantiation wall in the census)
// tags: prelude, libcu++, chrono
#include <cuda_runtime.h>
#include <cuda/std/chrono>
__global__ void k(long long *p) { cuda::std::chrono::milliseconds ms(5); *p = ms.count(); }
long long host() { cuda::std::chrono::seconds s(2); return cuda::std::chrono::duration_cast<cuda::std::chrono::milliseconds>(s).count(); }
