// notes: a whole CUDA program using a #pragma pack(push, 1) wire header, [[nodiscard]] error helpers (all results used), [[maybe_unused]], [[likely]], alignas and __launch_bounds__ -> clean
// tags: attributes, pragma, layout, valid, program
#include <cuda_runtime.h>

#pragma pack(push, 1)
struct WireHeader {
    unsigned char kind;
    unsigned int length;
    unsigned short flags;
};
#pragma pack(pop)
static_assert(sizeof(WireHeader) == 7, "packed wire header");

struct alignas(16) Vec4 { float x, y, z, w; };
static_assert(alignof(Vec4) == 16, "");

[[nodiscard]] static inline bool ok(cudaError_t e) { return e == cudaSuccess; }

__global__ void __launch_bounds__(256) scale(Vec4 *v, float s, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) [[likely]] {
        v[i].x *= s; v[i].y *= s; v[i].z *= s; v[i].w *= s;
    }
}

int main()
{
    [[maybe_unused]] WireHeader h{1, 2, 3};
    Vec4 *d = nullptr;
    const int n = 1024;
    if (!ok(cudaMalloc((void **)&d, n * sizeof(Vec4)))) return 1;
    scale<<<(n + 255) / 256, 256>>>(d, 2.0f, n);
    if (!ok(cudaDeviceSynchronize())) return 2;
    bool freed = ok(cudaFree(d));
    return freed ? 0 : 3;
}
