# 1 "lambda_device_generic_ok.ii"
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
# 1 "ext_lambda_device_generic_ok.cu"
void f() 
# 2
{ 
# 3
auto g = __nv_dl_wrapper_t< __nv_dl_tag<void (*)(void),(& ::f),1> >( __nv_dl_tag<void (*)(void),(& ::f),1> {} ) 
#if 0
[](auto 
# 3
v) 
{ }
#if 0
# 3
{ return v + v; } 
#endif
#endif
; typedef decltype(g) __T0;
# 4 "ext_lambda_device_generic_ok.cu"
(void)g; 
# 5
} 

# 1 "lambda_device_generic_ok.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__469c3c64_27_lambda_device_generic_ok_cu__Z1fv
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "lambda_device_generic_ok.cudafe1.stub.c"
#include "lambda_device_generic_ok.cudafe1.stub.c"
# 1 "lambda_device_generic_ok.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
