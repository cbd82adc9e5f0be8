// notes: a whole CUDA program with #pragma pack(2) around a struct copied to the device, sizes checked in static_assert, a host-device helper calling a host function under nv_exec_check_disable -> clean
// tags: pragma, layout, valid, program
#include <cuda_runtime.h>

#pragma pack(2)
struct Sample { char tag; double value; int count; };
#pragma pack()
struct Plain { char tag; double value; int count; };
static_assert(sizeof(Sample) == 14, "");
static_assert(sizeof(Plain) == 24, "");

double host_scale(double x) { return 2 * x; }
#pragma nv_exec_check_disable
__host__ __device__ double scale(double x) { return host_scale(x); }

__global__ void k(Sample *s) { s->value = s->value * 2; }

int main()
{
    Sample *d = nullptr;
    cudaMalloc((void **)&d, sizeof(Sample));
    k<<<1, 1>>>(d);
    cudaDeviceSynchronize();
    cudaFree(d);
    return scale(1.0) > 1.0 ? 0 : 1;
}
