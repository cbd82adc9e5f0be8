# 1 "ext_lambda_no_preamble_ok.ii"
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
# 1 "ext_lambda_no_preamble_ok.cu"
int host(int s) 
# 2
{ 
# 3
auto f = __nv_dl_wrapper_t< __nv_dl_tag<int (*)(int s),(& ::host),1> , typename __nvdl_remove_ref<decltype(s)>::type>( __nv_dl_tag<int (*)(int s),(& ::host),1> {} , s) 
#if 0
[s](int 
# 3
x) 
{ }
#if 0
# 3
{ return x * (s); } 
#endif
#endif
; typedef decltype(f) __T0;
# 4 "ext_lambda_no_preamble_ok.cu"
(void)f; 
# 5
return s; 
# 6
} 

# 1 "ext_lambda_no_preamble_ok.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__00572c21_28_ext_lambda_no_preamble_ok_cu__Z4hosti
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "ext_lambda_no_preamble_ok.cudafe1.stub.c"
#include "ext_lambda_no_preamble_ok.cudafe1.stub.c"
# 1 "ext_lambda_no_preamble_ok.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
