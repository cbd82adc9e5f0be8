// nvcc-options: --extended-lambda
// notes: near miss of device_lambda_calls_host: an extended __device__ lambda in host code calls a __device__ function -> clean
// tags: valid, cross-space, lambda, extended_lambda
#include <cuda_runtime.h>
__device__ int dev_id(int x) { return x; }
void run()
{
    int k = 3;
    auto f = [k] __device__ (int v) { return dev_id(v) + k; };
    (void)f;
}
