// The same specialisation explicitly instantiated twice: 760 (named with the first directive's written arguments), extern after it 1601.
template <typename T> __host__ __device__ T tf0(T p0) { return p0; }
template <typename T> T th(T p0) { return p0; }
template <typename T> struct C { T v; };
typedef long t0;
template __device__ t0 tf0<t0>(t0);
template long tf0<long>(long);
template int th<int>(int);
template int th(int);
template struct C<int>;
template struct C<int>;
extern template int th<int>(int);
