// notes: __host__ __device__ hidden friend operators of a vector type, used from a kernel and from host code -> clean
// tags: valid, friend, cu
#include <cuda_runtime.h>
struct V2 {
  float x, y;
  __host__ __device__ friend V2 operator+(V2 a, V2 b) { return V2{a.x + b.x, a.y + b.y}; }
  __host__ __device__ friend float dot(V2 a, V2 b) { return a.x * b.x + a.y * b.y; }
};
__global__ void k(V2 *p, float *out) { p[0] = p[0] + p[1]; *out = dot(p[0], p[1]); }
int main() {
  V2 a{1, 2}, b{3, 4};
  V2 c = a + b;
  return dot(c, a) > 0 ? 0 : 1;
}
