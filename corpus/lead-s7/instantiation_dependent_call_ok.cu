// Near miss: the same templates calling __host__ __device__ functions give nothing.
__host__ __device__ inline void f0() {}
__host__ __device__ inline void f1(float) {}
template <typename T> T th(T p0) { f0(); return p0; }
template <typename T> __host__ __device__ T thd(T p0) { f1(p0); f0(); return p0; }
template float th<float>(float);
template __host__ __device__ float thd<float>(float);
