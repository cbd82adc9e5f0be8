namespace ns { struct S {}; template<class T> struct X {}; enum E { e1, e2 }; }
void h14(ns::S*, ns::S*, const ns::S&, ns::X<ns::S>&, void (*)(ns::S), ns::S) {}
void h(); template<void(*)()> void tp() {} template void tp<&h>();
template<ns::E> void te() {} template void te<ns::e2>();
struct T2 { template<class U> void mt(U); }; template<class U> void T2::mt(U) {} template void T2::mt<char>(char);
namespace ns { void nk(float, double*) {} }
template<class T> struct W { void f(T, W*); }; template<class T> void W<T>::f(T, W*) {} template struct W<int>;
void h15(int (*)[3], int (&)[3], const int*, const int* const*, int**, int** const*) {}
template<class A, class B> void two(A, B, A*, B*) {} template void two<int, ns::S>(int, ns::S, int*, ns::S*);
template<class T> void tnull() {} 
void h16(unsigned char*, char*, signed char*, const unsigned char*) {}
