// nvcc-options: -std=c++20
// notes: (-std=c++20 variant of vector_algorithm.cu) <vector> + <algorithm> + <numeric> in host code next to a kernel; expected clean
// tags: prelude, stl
#include <vector>
#include <algorithm>
#include <numeric>

__global__ void scale(float *p, float s, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) p[i] *= s;
}

float host_sum(std::vector<float> v)
{
    std::sort(v.begin(), v.end());
    v.erase(std::unique(v.begin(), v.end()), v.end());
    return std::accumulate(v.begin(), v.end(), 0.0f);
}
