// notes: enum class in device code, switch, constexpr helpers, namespaces, static device helper
#include <cstdio>
#include <cuda_runtime.h>

namespace sim {
enum class Cell : unsigned char { Dead = 0, Alive = 1, Dying = 2 };

constexpr int kWidth = 64;
constexpr int kHeight = 64;

__host__ __device__ constexpr int wrap(int v, int m) { return (v % m + m) % m; }

static __device__ Cell next(Cell c, int neighbours) {
  switch (c) {
    case Cell::Alive:
      return (neighbours == 2 || neighbours == 3) ? Cell::Alive : Cell::Dying;
    case Cell::Dying:
      return Cell::Dead;
    case Cell::Dead:
    default:
      return neighbours == 3 ? Cell::Alive : Cell::Dead;
  }
}

__global__ void step(const Cell *in, Cell *out) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= kWidth || y >= kHeight) return;
  int n = 0;
  for (int dy = -1; dy <= 1; ++dy)
    for (int dx = -1; dx <= 1; ++dx)
      if (dx || dy) n += in[wrap(y + dy, kHeight) * kWidth + wrap(x + dx, kWidth)] == Cell::Alive;
  out[y * kWidth + x] = next(in[y * kWidth + x], n);
}
}  // namespace sim

int main() {
  sim::Cell *a, *b;
  cudaMalloc(&a, sim::kWidth * sim::kHeight);
  cudaMalloc(&b, sim::kWidth * sim::kHeight);
  dim3 block(16, 16), grid(sim::kWidth / 16, sim::kHeight / 16);
  for (int i = 0; i < 10; ++i) {
    sim::step<<<grid, block>>>(a, b);
    sim::Cell *t = a; a = b; b = t;
  }
  cudaDeviceSynchronize();
  printf("%d\n", sim::wrap(-1, 5));
  return 0;
}
