// notes: function template bodies in user code with dependent operations: a functional cast to the parameter type, sizeof(T), a local of dependent type, calls of other templates
template <class T> __host__ __device__ T ub_one() { return T(1); }
template <class T> __host__ __device__ unsigned long ub_size(const T &) { return sizeof(T); }
template <class T> __host__ __device__ T ub_sum(T a, T b) { T r = a; r += b; return r + ub_one<T>(); }
int main() { return ub_sum(1, 2) + (int)ub_size(3); }
