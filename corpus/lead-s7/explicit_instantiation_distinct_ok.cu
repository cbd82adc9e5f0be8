// Near miss: distinct specialisations, and an extern declaration before the definition.
template <typename T> __host__ __device__ T tf0(T p0) { return p0; }
template <typename T> struct C { T v; };
typedef long t0;
extern template int tf0<int>(int);
template __device__ t0 tf0<t0>(t0);
template int tf0<int>(int);
template unsigned tf0(unsigned);
template struct C<int>;
template struct C<long>;
