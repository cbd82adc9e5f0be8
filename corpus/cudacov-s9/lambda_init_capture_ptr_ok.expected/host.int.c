# 1 "lambda_init_capture_ptr_ok.ii"
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
# 1 "lambda_init_capture_ptr_ok.cu"
void f() { int arr[3] = {1, 2, 3}; auto a = __nv_dl_wrapper_t< __nv_dl_tag<void (*)(void),(& ::f),1> , typename __nv_lambda_trait_remove_cv<typename __nvdl_remove_ref<decltype(&(arr[0]))>::type>::type, typename __nv_lambda_trait_remove_cv<typename __nvdl_remove_ref<decltype(arr[1])>::type>::type>( __nv_dl_tag<void (*)(void),(& ::f),1> {} , &(arr[0]), arr[1]) 
#if 0
[p = &(arr[0]), e = arr[1]]() 
{ }
#if 0
# 1
{ return ((p)[0]) + (e); } 
#endif
#endif
; typedef decltype(a) __T0;
# 1 "lambda_init_capture_ptr_ok.cu"
(void)a; } 

# 1 "lambda_init_capture_ptr_ok.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__89f1dba2_29_lambda_init_capture_ptr_ok_cu__Z1fv
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "lambda_init_capture_ptr_ok.cudafe1.stub.c"
#include "lambda_init_capture_ptr_ok.cudafe1.stub.c"
# 1 "lambda_init_capture_ptr_ok.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
