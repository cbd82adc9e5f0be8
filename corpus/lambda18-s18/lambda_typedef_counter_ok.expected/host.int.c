# 1 "lambda_typedef_counter_ok.ii"
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
# 1 "lambda_typedef_counter_ok.cu"
__attribute__((visibility("hidden"))) void k(int __T0) ;
#if 0
# 1
{ } 
#endif
# 2 "lambda_typedef_counter_ok.cu"
int h(int (*fp)(int)) { return fp(1); } 
# 3
int f(int a) 
# 4
{ 
# 5
auto c3{[](int x) { return x; } }; typedef decltype(c3) __T1;
# 6
auto c4 = [](int x) { return x; } ; typedef decltype(c4) __T2;
# 7
auto c5 = [a]() { int q = a; return (q + (a)) + (a); } ; typedef decltype(c5) __T3;
# 8
int n = h([](int x) { return x; } ); 
# 9
int (*fp)(int) = [](int x) { return -x; } ; 
# 10
auto c7 = [&a]()->int { return (a) = 2; } ; typedef decltype(c7) __T4;
# 11
return ((((c3(3) + c4(4)) + c5()) + c7()) + n) + fp(1); 
# 12
} 
# 13
__attribute__((visibility("hidden"))) void k2(int __T5, float __T6) ;
#if 0
# 13
{ } 
#endif

# 1 "lambda_typedef_counter_ok.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__54dcbdd5_28_lambda_typedef_counter_ok_cu__Z1ki
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "lambda_typedef_counter_ok.cudafe1.stub.c"
#include "lambda_typedef_counter_ok.cudafe1.stub.c"
# 1 "lambda_typedef_counter_ok.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
