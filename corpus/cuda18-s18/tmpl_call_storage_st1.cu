// tags: cuda18, d_h_illegal_call, template
// notes: callee of a static (one space: T1 ::dv<int> (T1)) / inline device template called from host
template <typename T> static __device__ T dv(T a) { return a; }
int h(int x) { return dv(x); }
