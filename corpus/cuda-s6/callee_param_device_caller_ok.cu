// notes: near miss of 20007: the same class-parameter callees called from __device__ and __host__ __device__ code are fine
// tags: d_h_illegal_call, callee_text
struct B { int x; };
namespace ns { struct C { int y; }; }
__device__ int f(const B &b, ns::C c) { return b.x + c.y; }
__device__ int d() { B b = {}; ns::C c = {}; return f(b, c); }
__global__ void k() { B b = {}; ns::C c = {}; f(b, c); }
