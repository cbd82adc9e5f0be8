// nvcc-options: -std=c++17
// tags: selftest, cu
#include <cuda_runtime.h>
__global__ void k(int *p) { *p = 1; }
int main() { k<<<1, 1>>>(nullptr); return 0; }
