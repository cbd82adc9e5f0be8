// nvcc-options: -std=c++20 --extended-lambda
// notes: C++20 + --extended-lambda with <algorithm>/<vector> on the host and a __device__ lambda passed to a kernel template; expected clean
// tags: prelude, stl, cxx20, lambda
#include <vector>
#include <algorithm>

template <class F>
__global__ void map(float *p, int n, F f)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) p[i] = f(p[i]);
}

void run(float *dev, std::vector<float> &host)
{
    float k = *std::max_element(host.begin(), host.end());
    map<<<1, 256>>>(dev, (int)host.size(), [k] __device__ (float x) { return x / k; });
}
