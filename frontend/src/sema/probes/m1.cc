#include <vector>
#include <string>
namespace ns { template<class T> struct X {}; struct S { bool operator+(const S&) const; void m(int) &&; S(); ~S(); operator int(); }; }
void f(ns::X<int>*, ns::X<int>*, std::vector<int>&, const char*, ...) {}
bool ns::S::operator+(const S&) const { return 0; }
void ns::S::m(int) && {}
ns::S::S() {} ns::S::~S() {} ns::S::operator int() { return 0; }
template<class T> void tf(T) {} template void tf<int>(int);
template<class T> void tk(T*) {} template void tk<int>(int*);
namespace N { template<class T> T g(T, T*) { return T(); } template int g<int>(int, int*); }
template<int N, bool B> void ti() {} template void ti<-3, true>();
void h1(const char*, const char*) {}
void h2(void (*)(int), void (*)(int)) {}
void h3(int (&)[3], long double, __int128, unsigned __int128, wchar_t, char16_t, char32_t, decltype(nullptr)) {}
void h4(std::string, std::allocator<char>) {}
void h5(int ns::S::*, void (ns::S::*)(int) &&) {}
void h6(volatile int*, const volatile int*, int* __restrict) {}
void h7(void (*)() noexcept) {}
typedef int v4 __attribute__((vector_size(16))); void h8(v4, _Complex double) {}
int gv; namespace ns { int nv; } 
template<class... Ts> void pk(Ts...) {} template void pk<int, double>(int, double);
void h9(std::vector<std::vector<int>>&) {}
void h10(ns::X<ns::S>, ns::X<ns::X<ns::S>>) {}
namespace std { void sf(int) {} }
void h11(float, double, bool, signed char, unsigned char, short, unsigned short, long, unsigned long, long long, unsigned long long, unsigned) {}
struct T2 { template<class U> void mt(U); static int sv; }; template<class U> void T2::mt(U) {} template void T2::mt<char>(char); int T2::sv;
void h12(_Float16, __float128) {}
inline namespace IN { void inf(int) {} }
void h13(std::string&, const std::string&) {}
