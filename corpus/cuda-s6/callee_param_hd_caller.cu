// notes: 20006 (warning) from a __host__ __device__ caller: the callee fill-in is padded the same way
// tags: dh_hd_illegal_call, callee_text
struct B { int x; };
__device__ int f(B b) { return b.x; }
__host__ __device__ int g(B b) { return f(b); }
