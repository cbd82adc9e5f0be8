// A host program using <memory> and <string> (libstdc++'s __atomic_* builtins in <ext/atomicity.h>).
#include <memory>
#include <string>
#include <cstdio>
__global__ void scale(float *x, float a, int n) { int i = blockIdx.x * blockDim.x + threadIdx.x; if (i < n) x[i] *= a; }
struct Buffer { float *d; int n; };
int main() {
    auto b = std::make_shared<Buffer>();
    b->n = 256;
    std::string name = "scale";
    cudaMalloc(&b->d, b->n * sizeof(float));
    scale<<<(b->n + 127) / 128, 128>>>(b->d, 2.0f, b->n);
    cudaDeviceSynchronize();
    std::printf("%s done (%ld users)\n", name.c_str(), b.use_count());
    cudaFree(b->d);
    return 0;
}
