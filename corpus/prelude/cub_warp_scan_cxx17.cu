// nvcc-options: -std=c++17
// notes: <cub/warp/warp_scan.cuh> inclusive warp scan with explicit -std=c++17; expected clean
// tags: prelude, cub, cxx17
#include <cub/warp/warp_scan.cuh>

__global__ void warp_prefix(const int *in, int *out)
{
    using Scan = cub::WarpScan<int>;
    __shared__ typename Scan::TempStorage tmp;
    int v = in[threadIdx.x];
    Scan(tmp).InclusiveSum(v, v);
    out[threadIdx.x] = v;
}
