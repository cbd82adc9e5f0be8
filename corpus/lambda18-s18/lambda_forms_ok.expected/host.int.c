# 1 "lambda_forms_ok.ii"
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
# 1 "lambda_forms_ok.cu"
int g(int); 
# 2
struct Acc { int s; void add(int v) { (s) += v; } }; 
# 3
int f(int a, double d) 
# 4
{ 
# 5
int b = 2; 
# 6
Acc acc{0}; 
# 7
int arr[2] = {1, 2}; 
# 8
auto l0 = [](int x) { return x + 1; } ; typedef decltype(l0) __T0;
# 9
auto l1 = [=]() { return (a) + (b); } ; typedef decltype(l1) __T1;
# 10
auto l2 = [=]{ return (a) * (b); } ; typedef decltype(l2) __T2;
# 11
auto l3 = [&](int y)->double { (b) = y; return d; } ; typedef decltype(l3) __T3;
# 12
auto l4 = [a, &b]() mutable { (a)++; return (a) + (b); } ; typedef decltype(l4) __T4;
# 13
int r = ([](int z) { return z * 2; } )(4); 
# 14
auto l5 = [](int x) { 
# 15
int t = x; 
# 16
if (t > 2) { 
# 17
return t; }  
# 18
return g(t); 
# 19
} ; typedef decltype(l5) __T5;
# 20
auto l6 = [=]() { auto in = [=]() { return a; } ; typedef decltype(in) __T6;return in(); } ; typedef decltype(l6) __T7;
# 21
auto l7 = [&acc, a](int y) { (acc).add((a) * y); } ; typedef decltype(l7) __T8;
# 22
auto l8 = [k = a + 1, &arr]() { return ((k) + ((arr)[1])) + g(k); } ; typedef decltype(l8) __T9;
# 23
auto l9 = [=, &b](int, double w) { return (b) + ((int)w); } ; typedef decltype(l9) __T10;
# 24
([=]{ return a; } )(); 
# 25
l7(1); 
# 26
return ((((((((l0(1) + l1()) + l2()) + ((int)l3(2))) + l4()) + r) + l5(3)) + l6()) + l8()) + l9(1, (2.5)); 
# 27
} 

# 1 "lambda_forms_ok.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__08893db1_18_lambda_forms_ok_cu__Z1fid
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "lambda_forms_ok.cudafe1.stub.c"
#include "lambda_forms_ok.cudafe1.stub.c"
# 1 "lambda_forms_ok.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
