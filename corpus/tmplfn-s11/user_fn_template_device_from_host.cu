// notes: invalid: host code calls a __device__ function template in user code (the call check of the specialisation)
template <class T> __device__ T u_dev(T x) { return x * 2; }
int h(int x) { return u_dev(x); }
