// notes: cooperative kernel using grid-wide sync (cg::this_grid().sync()) launched with cudaLaunchCooperativeKernel; expected clean
// tags: program, cooperative_groups
#include <cooperative_groups.h>

namespace cg = cooperative_groups;

__global__ void two_phase(float *data, float *partial, int n)
{
    cg::grid_group grid = cg::this_grid();
    float local = 0.0f;
    for (int i = grid.thread_rank(); i < n; i += grid.size()) local += data[i];
    atomicAdd(&partial[0], local);
    grid.sync();
    float total = partial[0];
    for (int i = grid.thread_rank(); i < n; i += grid.size()) data[i] /= total;
}

cudaError_t normalise(float *d_data, float *d_partial, int n)
{
    int dev = 0, sms = 0, per_sm = 0;
    cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, dev);
    cudaOccupancyMaxActiveBlocksPerMultiprocessor(&per_sm, two_phase, 256, 0);
    void *args[] = {&d_data, &d_partial, &n};
    return cudaLaunchCooperativeKernel((void *)two_phase, dim3(sms * per_sm), dim3(256), args, 0, 0);
}
