// notes: near miss: a tiled template kernel with __launch_bounds__(TILE * TILE) and dependent __shared__ tiles, launched with a good tile size: clean
// tags: launch_bounds, max_blocks_per_cluster_negative, template, program
template <int TILE>
__global__ void __launch_bounds__(TILE * TILE, 2) tile_copy(const float *in, float *out, int n)
{
    __shared__ float t[TILE][TILE + 1];
    int x = blockIdx.x * TILE + threadIdx.x;
    if (x < n) t[threadIdx.y][threadIdx.x] = in[x];
    __syncthreads();
    if (x < n) out[x] = t[threadIdx.y][threadIdx.x];
}
void run(const float *in, float *out, int n)
{
    constexpr int T = 16;
    tile_copy<T><<<(n + T - 1) / T, dim3(T, T)>>>(in, out, n);
    tile_copy<8><<<1, dim3(8, 8)>>>(in, out, n);
}
