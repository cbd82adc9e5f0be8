// notes: whole program: a host helper returns a pair-like struct by braced list, used to size a launch
// tags: return, list-init, program
#include <cuda_runtime.h>
struct Dims { Dims(unsigned b, unsigned t) : blocks(b), threads(t) {} unsigned blocks; unsigned threads; };
struct Range { int lo; int hi; };
static Dims plan(unsigned n) { if (n < 256) return { 1u, n }; return { (n + 255) / 256, 256u }; }
static Range whole(int n) { return { 0, n }; }
__global__ void fill(int *p, int lo, int hi) { int i = lo + (int)threadIdx.x; if (i < hi) p[i] = i; }
int main() {
  int *d = 0;
  Range r = whole(1000);
  Dims g = plan(1000);
  cudaMalloc(&d, 1000 * sizeof(int));
  fill<<<g.blocks, g.threads>>>(d, r.lo, r.hi);
  cudaFree(d);
  return 0;
}
