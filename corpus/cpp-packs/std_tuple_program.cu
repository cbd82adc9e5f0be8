// tags: templates, packs, prelude, program
// notes: std::tuple and std::pair in host code next to a kernel (the <tuple> machinery instantiates __and_ and pack partial specialisations)
#include <cuda_runtime.h>
#include <tuple>
#include <utility>
__global__ void k(int *p) { p[threadIdx.x] = 1; }
int main()
{
    std::pair<int, double> pr(1, 2.0);
    std::tuple<int, char, double> t(1, 'a', 2.0);
    int *d = 0;
    cudaMalloc(&d, 32 * sizeof(int));
    k<<<1, 32>>>(d);
    cudaFree(d);
    return pr.first + std::get<0>(t);
}
