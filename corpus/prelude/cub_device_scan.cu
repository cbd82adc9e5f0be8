// notes: <cub/device/device_scan.cuh>: two-phase DeviceScan::ExclusiveSum (temp storage query, then run); expected clean
// tags: prelude, cub
#include <cub/device/device_scan.cuh>

cudaError_t exclusive_scan(const int *d_in, int *d_out, int n)
{
    void *tmp = nullptr;
    size_t bytes = 0;
    cub::DeviceScan::ExclusiveSum(tmp, bytes, d_in, d_out, n);
    cudaError_t e = cudaMalloc(&tmp, bytes);
    if (e != cudaSuccess) return e;
    e = cub::DeviceScan::ExclusiveSum(tmp, bytes, d_in, d_out, n);
    cudaFree(tmp);
    return e;
}
