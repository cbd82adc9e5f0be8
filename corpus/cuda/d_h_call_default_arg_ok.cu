// notes: device calls in a default argument, a default member initializer and a namespace-scope initializer are not diagnosed by cudafe++
// tags: d_h_illegal_call, near-miss
__device__ int d(int x) { return x; }

void f(int x = d(1));
struct A { int m = d(3); };
int g = d(4);
