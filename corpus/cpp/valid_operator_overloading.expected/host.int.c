# 1 "valid_operator_overloading.ii"
#pragma GCC diagnostic ignored "-Wunused-local-typedefs"
# 1

#pragma GCC diagnostic ignored "-Wattributes"
#pragma GCC diagnostic push
# 1
#pragma GCC diagnostic ignored "-Wunused-variable"
# 1
#pragma GCC diagnostic ignored "-Wunused-function"
# 1
static char __nv_inited_managed_rt = 0; static void **__nv_fatbinhandle_for_managed_rt; static void __nv_save_fatbinhandle_for_managed_rt(void **in){__nv_fatbinhandle_for_managed_rt = in;} static char __nv_init_managed_rt_with_module(void **); static inline void __nv_init_managed_rt(void) { __nv_inited_managed_rt = (__nv_inited_managed_rt ? __nv_inited_managed_rt                 : __nv_init_managed_rt_with_module(__nv_fatbinhandle_for_managed_rt));}
# 1
#pragma GCC diagnostic pop
# 1
#pragma GCC diagnostic ignored "-Wunused-variable"

# 1
#define __nv_is_extended_device_lambda_closure_type(X) false
#define __nv_is_extended_host_device_lambda_closure_type(X) false
#define __nv_is_extended_device_lambda_with_preserved_return_type(X) false
#if defined(__nv_is_extended_device_lambda_closure_type) && defined(__nv_is_extended_host_device_lambda_closure_type)&& defined(__nv_is_extended_device_lambda_with_preserved_return_type)
#endif

# 1
# 1 "valid_operator_overloading.cu"
struct Frac { 
# 2
long n, d; 
# 3
Frac(long a = 0, long b = 1) : n(a), d(b) { } 
# 4
Frac &operator+=(const Frac &o) { (n) = (((n) * (o.d)) + ((o.n) * (d))); (d) *= (o.d); return *this; } 
# 5
Frac operator-() const { return Frac(-(n), d); } 
# 6
Frac &operator++() { (n) += (d); return *this; } 
# 7
Frac operator++(int) { Frac t = *this; (++(*this)); return t; } 
# 8
explicit operator double() const { return ((double)(n)) / (d); } 
# 9
bool operator<(const Frac &o) const { return ((n) * (o.d)) < ((o.n) * (d)); } 
# 10
long operator()(long k) const { return ((n) * k) / (d); } 
# 11
}; 
# 12
Frac operator+(Frac a, const Frac &b) { return (a += b); } 
# 13
bool operator==(const Frac &a, const Frac &b) { return ((a.n) * (b.d)) == ((b.n) * (a.d)); } 
# 14
struct Sink { int count = 0; }; 
# 15
Sink &operator<<(Sink &s, const Frac &) { ++(s.count); return s; } 
# 16
int run() { Frac a(1, 2), b(1, 3); Frac c = (a + b); c++; (++c); Sink s; (((s << a)) << b); return (((((int)((double)c)) + ((a < b))) + ((c == c))) + ((int)c(6))) + (s.count); } 

# 1 "valid_operator_overloading.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__7acfc130_29_valid_operator_overloading_cu_4f500d88
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "valid_operator_overloading.cudafe1.stub.c"
#include "valid_operator_overloading.cudafe1.stub.c"
# 1 "valid_operator_overloading.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
