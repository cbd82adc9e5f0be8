// tags: cuda18, d_h_illegal_call, template
// notes: callee template forms: constants (int)-3, (bool)1, (unsigned int)3u, (char)65, class return S, T1 &&, T1 &, volatile T1 parameter
struct S {};
template <int N> __device__ int tn(int v) { return v + N; }
template <bool B> __device__ int tb(int v) { return v; }
template <unsigned U> __device__ int tu(int v) { return v; }
template <char C> __device__ int tc(int v) { return v; }
template <class T> __device__ S ts(S a, T b) { return a; }
template <class T> __device__ T &&tr(T &&v) { return (T&&)v; }
template <class T> __device__ void tl(T &v) { }
template <class T> __device__ T tl2(volatile T v) { return v; }
int h() { return tu<3u>(1); }
