# 1 "generic_lambda_forms_ok.ii"
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
# 1 "generic_lambda_forms_ok.cu"
double run(int a, double b) 
# 2
{ 
# 3
auto add = [](auto x, auto y) { return x + y; } ; typedef decltype(add) __T0;
# 4
auto twice = [&](auto v) { return (add)(v, v); } ; typedef decltype(twice) __T1;
# 5
auto first = [](auto p, int) { return p; } ; typedef decltype(first) __T2;
# 6
return ((((add(a, 1)) + add(b, (2.0))) + (twice(a))) + twice(b)) + first(b, 1); 
# 7
} 

# 1 "generic_lambda_forms_ok.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__79a6a485_26_generic_lambda_forms_ok_cu__Z3runid
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "generic_lambda_forms_ok.cudafe1.stub.c"
#include "generic_lambda_forms_ok.cudafe1.stub.c"
# 1 "generic_lambda_forms_ok.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
