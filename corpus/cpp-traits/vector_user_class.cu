// tags: traits, templates, prelude, vector
// notes: std::vector<UserClass> in a CUDA program: the allocator traits instantiate type-trait intrinsics
#include <cuda_runtime.h>
#include <vector>
struct P { float x, y; };
__global__ void scale(P *p, int n) { int i = threadIdx.x; if (i < n) p[i].x *= 2.0f; }
int main() {
    std::vector<P> v(8);
    P *d = 0;
    cudaMalloc(&d, v.size() * sizeof(P));
    scale<<<1, 8>>>(d, (int)v.size());
    cudaFree(d);
    return 0;
}
