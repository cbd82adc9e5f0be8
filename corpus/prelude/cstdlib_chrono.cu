// notes: <cstdlib> and <chrono> for host timing around a launch; expected clean
// tags: prelude, stl, chrono
#include <chrono>
#include <cstdlib>

__global__ void busy(int *p) { for (int i = 0; i < 1000; ++i) p[threadIdx.x] += i; }

long long time_it(int *dev)
{
    auto t0 = std::chrono::steady_clock::now();
    busy<<<1, 32>>>(dev);
    if (cudaDeviceSynchronize() != cudaSuccess) std::abort();
    auto t1 = std::chrono::steady_clock::now();
    return std::chrono::duration_cast<std::chrono::microseconds>(t1 - t0).count();
}
