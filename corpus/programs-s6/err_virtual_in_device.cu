// notes: classes with virtual functions passed to kernels and virtual calls in device code without device definitions
#include <cuda_runtime.h>

struct Shape {
  virtual float area() const = 0;
  virtual ~Shape() {}
};

struct Square : Shape {
  float s;
  __host__ __device__ Square(float v) : s(v) {}
  float area() const override { return s * s; }
};

__global__ void areas(const Square *sq, float *out, int n) {
  int i = threadIdx.x;
  if (i < n) out[i] = sq[i].area();
}

int main() {
  Square *d;
  float *o;
  cudaMalloc(&d, 10 * sizeof(Square));
  cudaMalloc(&o, 10 * sizeof(float));
  areas<<<1, 10>>>(d, o, 10);
  return 0;
}
