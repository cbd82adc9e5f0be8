// tags: cuda18, d_h_illegal_call, template
// notes: broken names of template specialisations after an error: no parameters (_Z2tzI1?E1?v), negative and bool constants
struct S {};
template <class T> __device__ void tz() {}
template <int N> __device__ int tn(int v) { return v + N; }
template <bool B> __device__ int tb(int v) { return v; }
template <class T> __device__ T td(T v) { return v; }
__device__ int dev(int);
int h0() { return dev(1); }
void h1() { tz<S>(); }
int h2() { return tn<-3>(1); }
int h3() { return tb<true>(1); }
int h5() { return td('c'); }
