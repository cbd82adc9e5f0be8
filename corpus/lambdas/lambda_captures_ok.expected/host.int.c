# 1 "lambda_captures_ok.ii"
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
# 1 "lambda_captures_ok.cu"
int run(int n) 
# 2
{ 
# 3
int base = 10, acc = 0; 
# 4
auto add = [base](int x) { return (base) + x; } ; typedef decltype(add) __T0;
# 5
auto inc = [&acc](int x) { (acc) += x; } ; typedef decltype(inc) __T1;
# 6
auto counter = [k = 0]() mutable { return ++(k); } ; typedef decltype(counter) __T2;
# 7
auto all = [=]{ return (base) + (n); } ; typedef decltype(all) __T3;
# 8
auto bump = [&]{ (acc) += (base); return acc; } ; typedef decltype(bump) __T4;
# 9
auto nested = [=](int y) { auto in = [=]{ return (base) + (y); } ; typedef decltype(in) __T5;return in(); } ; typedef decltype(nested) __T6;
# 10
auto conv = [](int z)->double { return z / 2; } ; typedef decltype(conv) __T7;
# 11
int k = ([](int z) { return z * 2; } )(4); 
# 12
auto m = [base]() mutable { (base) += 1; return base; } ; typedef decltype(m) __T8;
# 13
inc(add(1)); 
# 14
counter(); 
# 15
return (((((all() + bump()) + nested(1)) + ((int)conv(3))) + k) + m()) + counter(); 
# 16
} 

# 1 "lambda_captures_ok.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__18521e33_21_lambda_captures_ok_cu__Z3runi
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "lambda_captures_ok.cudafe1.stub.c"
#include "lambda_captures_ok.cudafe1.stub.c"
# 1 "lambda_captures_ok.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
