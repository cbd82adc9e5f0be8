// nvcc-options: -std=c++20
// notes: (C++20) function templates in user code: host, __device__, __host__ __device__ and __global__ ones, an overload pair, a default template argument, a template calling a template; used from host and device code
template <class T> T f_host(T x) { return x + 1; }
template <class T> __device__ T f_dev(T x) { return x * 2; }
template <class T> __host__ __device__ T f_hd(T x) { return x - 1; }
template <class T> __host__ __device__ T f_ov(T x) { return x; }
template <class T> __host__ __device__ T f_ov(T x, T y) { return x + y; }
template <class T, int N = 3> __host__ __device__ T f_def(T x) { return x * N; }
template <class T> __host__ __device__ T f_calls(T x) { return f_hd(x) + f_ov(x, x); }
template <class T> __global__ void f_kern(T *p) { *p = f_dev(*p) + f_calls(*p) + f_def(*p); }
int main() {
  int *d = 0;
  f_kern<<<1, 1>>>(d);
  return f_host(1) + f_hd(2) + f_ov(3) + f_def<int, 2>(4) + f_calls(5);
}
