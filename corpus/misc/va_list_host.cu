// tags: misc, va_list
// notes: <cstdarg>/<cstdio> declare __builtin_va_list typedefs; a host function taking a va_list: clean
#include <cstdio>
#include <cstdarg>
#include <cuda_runtime.h>
__global__ void k(int *p) { *p = 1; }
int count_args(int n, va_list ap) { return n; }
