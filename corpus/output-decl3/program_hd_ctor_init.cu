// notes: whole program: a __host__ __device__ class whose constructors have member initialisers, used in a kernel and on the host; clean
// tags: program, class, ctor-initializer, host-device, output
#include <cuda_runtime.h>

struct Acc {
    int sum;
    int count;
    __host__ __device__ Acc() : sum(0), count(0) {}
    __host__ __device__ Acc(int s, int c) : sum(s), count(c) {}
    __host__ __device__ int mean() const { return count ? sum / count : 0; }
};

__global__ void reduce(const int *in, int n, int *out) {
    Acc a;
    for (int i = 0; i < n; ++i) { a.sum += in[i]; a.count += 1; }
    *out = a.mean();
}

int main() {
    Acc host(10, 2);
    int *d_in = 0, *d_out = 0;
    cudaMalloc((void **)&d_in, 4 * sizeof(int));
    cudaMalloc((void **)&d_out, sizeof(int));
    reduce<<<1, 1>>>(d_in, 4, d_out);
    cudaFree(d_in);
    cudaFree(d_out);
    return host.mean();
}
