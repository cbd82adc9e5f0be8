// notes: <nv/target> NV_IF_TARGET / NV_IF_ELSE_TARGET dispatch in a __host__ __device__ function: the host pass takes the host branch, so the device-only call is never seen -> clean
// tags: cuda_arch, near-miss, nv_target
#include <nv/target>
#include <cstdio>

__device__ int dev_lane() { return threadIdx.x & 31; }

__host__ __device__ int lane_or_zero()
{
    NV_IF_ELSE_TARGET(NV_IS_DEVICE, (return dev_lane();), (return 0;))
}

__host__ __device__ void report()
{
    NV_IF_TARGET(NV_IS_HOST, (std::printf("host\n");))
}
