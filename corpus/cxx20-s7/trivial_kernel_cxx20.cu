// nvcc-options: -std=c++20
// notes: the trivial kernel TU (cuda_runtime.h) in C++20: <compare>, <iterator_concepts.h> (abbreviated function templates `void begin(auto&) = delete;`) get through lowering; expected clean
// tags: cxx20, prelude
#include <cuda_runtime.h>
__global__ void scale(float *p, float k) { p[threadIdx.x] *= k; }
int main() {
    float *d = nullptr;
    cudaMalloc(&d, 32 * sizeof(float));
    scale<<<1, 32>>>(d, 2.0f);
    cudaDeviceSynchronize();
    cudaFree(d);
    return 0;
}
