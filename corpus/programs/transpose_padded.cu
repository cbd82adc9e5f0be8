// notes: matrix transpose through a padded shared tile (TILE x TILE+1) with constexpr sizes and a 2D grid; expected clean
// tags: program, transpose, shared
constexpr int TILE = 32;
constexpr int ROWS = 8;

__global__ void transpose(float *odata, const float *idata, int width, int height)
{
    __shared__ float tile[TILE][TILE + 1];
    int x = blockIdx.x * TILE + threadIdx.x;
    int y = blockIdx.y * TILE + threadIdx.y;
    for (int j = 0; j < TILE; j += ROWS)
        if (x < width && y + j < height)
            tile[threadIdx.y + j][threadIdx.x] = idata[(y + j) * width + x];
    __syncthreads();
    x = blockIdx.y * TILE + threadIdx.x;
    y = blockIdx.x * TILE + threadIdx.y;
    for (int j = 0; j < TILE; j += ROWS)
        if (x < height && y + j < width)
            odata[(y + j) * height + x] = tile[threadIdx.x][threadIdx.y + j];
}

void transpose_host(float *out, const float *in, int w, int h)
{
    dim3 grid((w + TILE - 1) / TILE, (h + TILE - 1) / TILE), block(TILE, ROWS);
    transpose<<<grid, block>>>(out, in, w, h);
}
