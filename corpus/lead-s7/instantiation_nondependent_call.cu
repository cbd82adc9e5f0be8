// A non-dependent call in a function template is checked at the definition only; an explicit
// instantiation checks the dependent calls (with the instantiation context).
__device__ inline void f0() {}
__device__ inline void f1(float) {}
template <typename T> T th(T p0) { f0(); return p0; }
template <typename T> __host__ __device__ T thd(T p0) { f1(p0); f0(); return p0; }
template <typename T> __host__ __device__ T tf0(T p0) { f0(); return (T)(p0 + (0 < 126)); }
template float th<float>(float);
template __host__ __device__ float thd<float>(float);
template __host__ __device__ float tf0<float>(float);
