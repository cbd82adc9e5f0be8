// notes: user error: calling a __device__ function from host code, and __syncthreads in a host function
#include <cuda_runtime.h>

__device__ float dev_sq(float x) { return x * x; }

float host_use(float y) { return dev_sq(y) + 1.0f; }

void host_sync() { __syncthreads(); }

int main() { return (int)host_use(2.0f); }
