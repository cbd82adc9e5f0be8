// notes: host-side class hierarchy with virtual functions driving kernels; static members; const methods
#include <cstdio>
#include <cuda_runtime.h>

__global__ void k_add(float *p, int n, float v) { int i = blockIdx.x * blockDim.x + threadIdx.x; if (i < n) p[i] += v; }
__global__ void k_mul(float *p, int n, float v) { int i = blockIdx.x * blockDim.x + threadIdx.x; if (i < n) p[i] *= v; }

class Op {
 public:
  virtual ~Op() {}
  virtual void apply(float *d, int n) const = 0;
  virtual const char *name() const { return "op"; }
  static int count;
};
int Op::count = 0;

class Add : public Op {
  float v_;
 public:
  explicit Add(float v) : v_(v) { ++count; }
  void apply(float *d, int n) const override { k_add<<<(n + 255) / 256, 256>>>(d, n, v_); }
  const char *name() const override { return "add"; }
};

class Mul final : public Op {
  float v_;
 public:
  explicit Mul(float v) : v_(v) { ++count; }
  void apply(float *d, int n) const override { k_mul<<<(n + 255) / 256, 256>>>(d, n, v_); }
};

int main() {
  const int n = 1000;
  float *d;
  cudaMalloc(&d, n * sizeof(float));
  Op *ops[] = {new Add(1.0f), new Mul(3.0f), new Add(-2.0f)};
  for (Op *o : ops) {
    o->apply(d, n);
    printf("%s\n", o->name());
  }
  for (Op *o : ops) delete o;
  cudaDeviceSynchronize();
  printf("%d ops\n", Op::count);
  cudaFree(d);
  return 0;
}
