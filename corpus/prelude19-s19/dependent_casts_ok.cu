int g(int);
template <class T, class U> void a7(T x, U y) { T e = (T)(x) - (T)2; }
template <class T, class U> void a7b(T x, U y) { T e = (T)(x); }
template <class T, class U> void a7c(T x, U y) { T e = (T)x - (T)2; }
template <class T, class U> void a7d(T x, U y) { T e = T(x) - T(2); }
template <class T> T c1(T x) { T v = T(1); return v; }
template <class T> T c2(T x) { return T(1); }
template <class T> T c3(T x) { return T(-1) + x; }
template <class T> T c4(T x) { x = T(2); return x; }
template <class T> struct W { static const T z = T(1); static const bool v = (T(-1) > T(1)); static const bool w = T(0) < T(1); };
__global__ void k(int *p) { *p = 1; }
