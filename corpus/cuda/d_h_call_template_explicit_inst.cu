// notes: explicit instantiation of a host template that calls a __device__ function -> 20007 plus a "detected during instantiation" context line
// tags: d_h_illegal_call, template, instantiation-context
__device__ int d(int x) { return x; }

template <class T> T th(T t) { return d(t); }

template int th<int>(int);
