// tags: cuda18, d_h_illegal_call, template
// notes: host calls of __device__ function templates: the first names the pattern signature (T1  ::td<double> (T1)), later ones broken mangled names with template arguments
template <class T1> __device__ T1 td(T1 v) { return v; }
template <class T, class U> __device__ T td2(T a, U b, int c) { return a; }
template <class T> __device__ void tv(T *p, const T &r) { }
namespace N { template <typename X> __device__ X tn(X v) { return v; } }
template <int N> __device__ int ti(int v) { return v + N; }
template <class T> __host__ T th(T v) { return v; }
struct S {};
double h1() { return td(1.5); }
double h2() { return td<double>(1.5); }
int h3() { return td2(1, 2.0f, 3); }
void h4(int *p) { tv(p, 1); }
long h5() { return N::tn(2L); }
int h6() { return ti<3>(1); }
S h7() { return td(S()); }
__device__ int d1() { return th(1); }
