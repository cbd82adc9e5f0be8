// notes: throw of a class prvalue in __device__, __host__ __device__ and __global__ functions: the host constructor is not a cross-space call; expected clean
// tags: cxxfe20-s20, throw
#include <stdexcept>
struct S { S(); };
struct E { };
__device__ void g1(const char* m) { throw std::runtime_error(m); }
__device__ void g2() { throw S(); }
__host__ __device__ void g5() { throw S(); }
__host__ __device__ void g6() { throw E{}; }
__global__ void g7() { throw E(); }
int main() { return 0; }
