// notes: explicit #include <cuda_runtime.h> and <cuda_runtime_api.h> (already auto-included) plus device query API; expected clean
// tags: prelude, cuda_runtime
#include <cuda_runtime.h>
#include <cuda_runtime_api.h>

int device_summary()
{
    int count = 0;
    if (cudaGetDeviceCount(&count) != cudaSuccess) return -1;
    cudaDeviceProp prop;
    int sm = 0;
    for (int d = 0; d < count; ++d) {
        cudaGetDeviceProperties(&prop, d);
        sm += prop.multiProcessorCount;
    }
    return sm;
}
