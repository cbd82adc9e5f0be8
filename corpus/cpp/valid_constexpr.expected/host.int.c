# 1 "valid_constexpr.ii"
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
# 1 "valid_constexpr.cu"
constexpr unsigned long fact(unsigned n) { unsigned long r = (1); for (unsigned i = (2); i <= n; ++i) { r *= i; }  return r; } 
# 2
constexpr int fib(int n) { return (n < 2) ? n : (fib(n - 1) + fib(n - 2)); } 
# 3
struct Vec { int x, y; constexpr Vec(int a, int b) : x(a), y(b) { } constexpr int dot(Vec o) const { return ((x) * (o.x)) + ((y) * (o.y)); } }; 
# 4
constexpr auto sq = [](int v) { return v * v; } ; typedef decltype(sq) __T0, __T1;
# 5
static_assert((fact(10) == 3628800UL), "");
# 6
static_assert((fib(15) == 610), "");
# 7
static_assert((Vec(1, 2).dot(Vec(3, 4)) == 11), "");
# 8
static_assert((sq(12) == 144), "");
# 9
constexpr int table[] = {fib(1), fib(2), fib(3), fib(4)}; 
# 10
static_assert(((table[3]) == 3), "");

# 1 "valid_constexpr.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__ab2f7d90_18_valid_constexpr_cu_xxxxxxxx_PID
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "valid_constexpr.cudafe1.stub.c"
#include "valid_constexpr.cudafe1.stub.c"
# 1 "valid_constexpr.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
