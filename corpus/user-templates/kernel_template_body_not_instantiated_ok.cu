// notes: near miss: a launched kernel template whose body is wrong for the argument type (t.foo() with T=int, a host call) is not diagnosed: the launch does not instantiate the body in cudafe++
// tags: template, launch, near-miss
#include <cuda_runtime.h>
int host_only(int x) { return x; }
template <class T> __global__ void k(T t) { t.foo(); host_only(t); }
void run() { k<<<1, 1>>>(1); }
