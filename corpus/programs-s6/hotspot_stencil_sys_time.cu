// notes: Rodinia hotspot-like stencil: #define'd block size, float precision typedef, sys/time.h timer, IN_RANGE macro, 2-D shared arrays
#include <stdio.h>
#include <stdlib.h>
#include <sys/time.h>
#include <cuda_runtime.h>

#define BLOCK_SIZE 16
#define STR_SIZE 256
#define MAX_PD (3.0e6)
#define PRECISION 0.001
#define SPEC_HEAT_SI 1.75e6
#define K_SI 100
#define FACTOR_CHIP 0.5
#define IN_RANGE(x, min, max) ((x) >= (min) && (x) <= (max))
#define CLAMP_RANGE(x, min, max) x = (x < (min)) ? min : ((x > (max)) ? max : x)
#define MIN(a, b) ((a) <= (b) ? (a) : (b))

typedef float real;

double get_time() {
  struct timeval t;
  gettimeofday(&t, NULL);
  return t.tv_sec + t.tv_usec * 1e-6;
}

__global__ void calculate_temp(int iteration, real *power, real *temp_src, real *temp_dst, int grid_cols, int grid_rows,
                               int border_cols, int border_rows, real Cap, real Rx, real Ry, real Rz, real step) {
  __shared__ real temp_on_cuda[BLOCK_SIZE][BLOCK_SIZE];
  __shared__ real power_on_cuda[BLOCK_SIZE][BLOCK_SIZE];
  __shared__ real temp_t[BLOCK_SIZE][BLOCK_SIZE];
  real amb_temp = 80.0;
  real step_div_Cap;
  real Rx_1, Ry_1, Rz_1;
  int bx = blockIdx.x;
  int by = blockIdx.y;
  int tx = threadIdx.x;
  int ty = threadIdx.y;
  step_div_Cap = step / Cap;
  Rx_1 = 1 / Rx;
  Ry_1 = 1 / Ry;
  Rz_1 = 1 / Rz;
  int small_block_rows = BLOCK_SIZE - iteration * 2;
  int small_block_cols = BLOCK_SIZE - iteration * 2;
  int blkY = small_block_rows * by - border_rows;
  int blkX = small_block_cols * bx - border_cols;
  int blkYmax = blkY + BLOCK_SIZE - 1;
  int blkXmax = blkX + BLOCK_SIZE - 1;
  int yidx = blkY + ty;
  int xidx = blkX + tx;
  int loadYidx = yidx, loadXidx = xidx;
  int index = grid_cols * loadYidx + loadXidx;
  if (IN_RANGE(loadYidx, 0, grid_rows - 1) && IN_RANGE(loadXidx, 0, grid_cols - 1)) {
    temp_on_cuda[ty][tx] = temp_src[index];
    power_on_cuda[ty][tx] = power[index];
  }
  __syncthreads();
  int validYmin = (blkY < 0) ? -blkY : 0;
  int validYmax = (blkYmax > grid_rows - 1) ? BLOCK_SIZE - 1 - (blkYmax - grid_rows + 1) : BLOCK_SIZE - 1;
  int validXmin = (blkX < 0) ? -blkX : 0;
  int validXmax = (blkXmax > grid_cols - 1) ? BLOCK_SIZE - 1 - (blkXmax - grid_cols + 1) : BLOCK_SIZE - 1;
  int N = ty - 1;
  int S = ty + 1;
  int W = tx - 1;
  int E = tx + 1;
  N = (N < validYmin) ? validYmin : N;
  S = (S > validYmax) ? validYmax : S;
  W = (W < validXmin) ? validXmin : W;
  E = (E > validXmax) ? validXmax : E;
  bool computed;
  for (int i = 0; i < iteration; i++) {
    computed = false;
    if (IN_RANGE(tx, i + 1, BLOCK_SIZE - i - 2) && IN_RANGE(ty, i + 1, BLOCK_SIZE - i - 2) && IN_RANGE(tx, validXmin, validXmax) &&
        IN_RANGE(ty, validYmin, validYmax)) {
      computed = true;
      temp_t[ty][tx] = temp_on_cuda[ty][tx] + step_div_Cap * (power_on_cuda[ty][tx] +
                        (temp_on_cuda[S][tx] + temp_on_cuda[N][tx] - 2.0 * temp_on_cuda[ty][tx]) * Ry_1 +
                        (temp_on_cuda[ty][E] + temp_on_cuda[ty][W] - 2.0 * temp_on_cuda[ty][tx]) * Rx_1 +
                        (amb_temp - temp_on_cuda[ty][tx]) * Rz_1);
    }
    __syncthreads();
    if (i == iteration - 1) break;
    if (computed) temp_on_cuda[ty][tx] = temp_t[ty][tx];
    __syncthreads();
  }
  if (computed) temp_dst[index] = temp_t[ty][tx];
}

int main(int argc, char **argv) {
  int grid_rows = 512, grid_cols = 512;
  int pyramid_height = 2;
  int size = grid_rows * grid_cols;
#define EXPAND_RATE 2
  int borderCols = (pyramid_height)*EXPAND_RATE / 2;
  int borderRows = (pyramid_height)*EXPAND_RATE / 2;
  int smallBlockCol = BLOCK_SIZE - (pyramid_height)*EXPAND_RATE;
  int smallBlockRow = BLOCK_SIZE - (pyramid_height)*EXPAND_RATE;
  int blockCols = grid_cols / smallBlockCol + ((grid_cols % smallBlockCol == 0) ? 0 : 1);
  int blockRows = grid_rows / smallBlockRow + ((grid_rows % smallBlockRow == 0) ? 0 : 1);
  real *MatrixTemp[2], *MatrixPower;
  cudaMalloc((void **)&MatrixTemp[0], sizeof(real) * size);
  cudaMalloc((void **)&MatrixTemp[1], sizeof(real) * size);
  cudaMalloc((void **)&MatrixPower, sizeof(real) * size);
  dim3 dimBlock(BLOCK_SIZE, BLOCK_SIZE);
  dim3 dimGrid(blockCols, blockRows);
  double t0 = get_time();
  real grid_height = 0.016 / grid_rows;
  real grid_width = 0.016 / grid_cols;
  real Cap = FACTOR_CHIP * SPEC_HEAT_SI * 0.0005 * grid_width * grid_height;
  real Rx = grid_width / (2.0 * K_SI * 0.0005 * grid_height);
  real Ry = grid_height / (2.0 * K_SI * 0.0005 * grid_width);
  real Rz = 0.0005 / (K_SI * grid_height * grid_width);
  real max_slope = MAX_PD / (FACTOR_CHIP * 0.0005 * SPEC_HEAT_SI);
  real step = PRECISION / max_slope;
  int src = 1, dst = 0;
  for (int t = 0; t < 60; t += pyramid_height) {
    int temp = src;
    src = dst;
    dst = temp;
    calculate_temp<<<dimGrid, dimBlock>>>(MIN(pyramid_height, 60 - t), MatrixPower, MatrixTemp[src], MatrixTemp[dst], grid_cols,
                                          grid_rows, borderCols, borderRows, Cap, Rx, Ry, Rz, step);
  }
  cudaDeviceSynchronize();
  printf("%.3f s\n", get_time() - t0);
  cudaFree(MatrixPower);
  cudaFree(MatrixTemp[0]);
  cudaFree(MatrixTemp[1]);
  return 0;
}
