// notes: whole program: host classes with constructor initialisers (scalar members, a base, a delegating constructor) next to a kernel launch; clean
// tags: program, class, ctor-initializer, output
#include <cuda_runtime.h>

struct Range {
    int begin;
    int end;
    Range(int b, int e) : begin(b), end(e) {}
    explicit Range(int n) : Range(0, n) {}
    int size() const { return end - begin; }
};

struct Launch : Range {
    unsigned threads;
    Launch(int n) : Range(n), threads(128) {}
};

__global__ void fill(int *out, int n, int value) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) out[i] = value;
}

int main() {
    Launch l(256);
    int *d = 0;
    cudaMalloc((void **)&d, l.size() * sizeof(int));
    fill<<<(l.size() + l.threads - 1) / l.threads, l.threads>>>(d, l.size(), 7);
    cudaDeviceSynchronize();
    cudaFree(d);
    return 0;
}
