# 1 "lambda_enclosing_lambdas_ok.ii"
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
# 1
# 1 "lambda_enclosing_lambdas_ok.cu"
auto g18 = []() 
{ }
#if 0
# 1
{ return 1; } 
#endif
; typedef decltype(g18) __T0;
# 2 "lambda_enclosing_lambdas_ok.cu"
void f9() { auto g = [](int v) { auto l = __nv_dl_wrapper_t< __nv_dl_tag<void (*)(void),(& ::f9),1> >( __nv_dl_tag<void (*)(void),(& ::f9),1> {} ) 
#if 0
[]() 
{ }
#if 0
# 2
{ return 1; } 
#endif
#endif
; typedef decltype(l) __T1;
# 2 "lambda_enclosing_lambdas_ok.cu"
return v; } ; typedef decltype(g) __T2;g(1); } 

# 1 "lambda_enclosing_lambdas_ok.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__892baa1f_30_lambda_enclosing_lambdas_ok_cu__Z2f9v
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "lambda_enclosing_lambdas_ok.cudafe1.stub.c"
#include "lambda_enclosing_lambdas_ok.cudafe1.stub.c"
# 1 "lambda_enclosing_lambdas_ok.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
