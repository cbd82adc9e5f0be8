# 1 "lambda_array_rank7_ok.ii"
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
# 1 "ext_lambda_array_rank7_ok.cu"
void f() 
# 2
{ 
# 3
int a[1][1][1][1][1][1][2] = {}; 
# 4
auto l = __nv_dl_wrapper_t< __nv_dl_tag<void (*)(void),(& ::f),1> , typename __nvdl_remove_ref<decltype(a)>::type>( __nv_dl_tag<void (*)(void),(& ::f),1> {} , a) 
#if 0
[a]() 
{ }
#if 0
# 4
{ return (((((((a)[0])[0])[0])[0])[0])[0])[1]; } 
#endif
#endif
; typedef decltype(l) __T0;
# 5 "ext_lambda_array_rank7_ok.cu"
(void)l; 
# 6
} 

# 1 "lambda_array_rank7_ok.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__67e436fb_24_lambda_array_rank7_ok_cu__Z1fv
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "lambda_array_rank7_ok.cudafe1.stub.c"
#include "lambda_array_rank7_ok.cudafe1.stub.c"
# 1 "lambda_array_rank7_ok.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
