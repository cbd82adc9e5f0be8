// tags: cuda18, d_h_illegal_call, template
// notes: return type const T1 * with a non-type argument
template <class T1> __device__ T1 td(T1 v) { return v; }
template <class T, class U> __device__ T td2(T a, U b, int c) { return a; }
template <class T> __device__ void tv(T *p, const T &r) { }
namespace N { template <typename X> __device__ X tn(X v) { return v; } }
template <int N> __device__ int ti(int v) { return v + N; }
template <class T> __host__ T th(T v) { return v; }
template <class T> __global__ void tk(T v) { }
struct S {};
template <class T, int K> __device__ const T *tw(T *p) { return p; }
template <class T> __device__ void tz() {}
int h() { return tw<int, 2>(nullptr); }
