// notes: classic SAXPY with error-checking macro, host/device allocation, copies and a grid-stride loop; expected clean
// tags: program, saxpy
#include <cstdio>
#include <cstdlib>
#include <vector>

#define CHECK(call)                                                              \
    do {                                                                         \
        cudaError_t err_ = (call);                                               \
        if (err_ != cudaSuccess) {                                               \
            std::fprintf(stderr, "%s:%d: %s\n", __FILE__, __LINE__,              \
                         cudaGetErrorString(err_));                              \
            std::exit(1);                                                        \
        }                                                                        \
    } while (0)

__global__ void saxpy(int n, float a, const float *__restrict__ x, float *__restrict__ y)
{
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
        y[i] = a * x[i] + y[i];
}

int main()
{
    const int n = 1 << 20;
    std::vector<float> hx(n, 1.0f), hy(n, 2.0f);
    float *dx = nullptr, *dy = nullptr;
    CHECK(cudaMalloc(&dx, n * sizeof(float)));
    CHECK(cudaMalloc(&dy, n * sizeof(float)));
    CHECK(cudaMemcpy(dx, hx.data(), n * sizeof(float), cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(dy, hy.data(), n * sizeof(float), cudaMemcpyHostToDevice));
    int threads = 256, blocks = (n + threads - 1) / threads;
    saxpy<<<blocks, threads>>>(n, 2.0f, dx, dy);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(hy.data(), dy, n * sizeof(float), cudaMemcpyDeviceToHost));
    float max_err = 0.0f;
    for (float v : hy) max_err = v - 4.0f > max_err ? v - 4.0f : max_err;
    std::printf("max error: %f\n", max_err);
    CHECK(cudaFree(dx));
    CHECK(cudaFree(dy));
    return 0;
}
