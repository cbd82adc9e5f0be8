// notes: host function template calling a __device__ function is not checked unless it is instantiated by an explicit instantiation; the implicit use from i() is not enough for cudafe++
// tags: d_h_illegal_call, near-miss, template
__device__ int d(int x) { return x; }

template <class T> T th(T t) { return d(t); }

int i() { return th(1); }
