// notes: a whole CUDA program using pointers to members on the host side (with the cuda_runtime.h prelude) -> clean
// tags: valid, pointer-to-member, program
#include <cuda_runtime.h>
struct Params { int n; float scale; };
__global__ void kernel(float *out, Params p) { out[threadIdx.x] = p.scale * p.n; }
float Params::*field = &Params::scale;
int main()
{
    Params p{4, 2.0f};
    p.*field = 3.0f;
    float *d = nullptr;
    cudaMalloc(&d, 4 * sizeof(float));
    kernel<<<1, 4>>>(d, p);
    cudaFree(d);
    return 0;
}
