// notes: __func__, __FUNCTION__ and __PRETTY_FUNCTION__ in host and device functions (the host output prints __FUNCTION__ as __func__); expected clean
// tags: prelude-cccl, func-name
#include <cstdio>
#include <cassert>
static const char *where(int a) {
  assert(a >= 0);
  printf("%s %s %s\n", __func__, __FUNCTION__, __PRETTY_FUNCTION__);
  return __func__;
}
__device__ void trace(int i) { printf("%s %d\n", __func__, i); }
__global__ void kernel(int *p) { trace(*p); }
int main() { const char (&n)[5] = __func__; return where(1)[0] == n[0] ? 0 : 1; }
