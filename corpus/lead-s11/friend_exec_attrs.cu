// notes: friend declarations carrying CUDA execution-space attributes that match the befriended function's space
class A;
__device__ int peek(const A &a);
__host__ __device__ int both(const A &a);
int host_only(const A &a);
class A {
  int v = 3;
  friend __device__ int peek(const A &a);
  friend __host__ __device__ int both(const A &a);
  friend __host__ int host_only(const A &a);
};
__device__ int peek(const A &a) { return a.v; }
__host__ __device__ int both(const A &a) { return a.v + 1; }
int host_only(const A &a) { return a.v + 2; }
__global__ void k(int *out) { A a; out[0] = peek(a) + both(a); }
int main() { A a; return host_only(a) + both(a); }
