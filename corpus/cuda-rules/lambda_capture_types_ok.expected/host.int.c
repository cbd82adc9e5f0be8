# 1 "lambda_capture_types_ok.ii"
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
# 1 "lambda_capture_types_ok.cu"
struct L { int a; }; 
# 2
void f9() { L l{1}; auto x = __nv_dl_wrapper_t< __nv_dl_tag<void (*)(void),(& ::f9),1> , typename __nvdl_remove_ref<decltype(l)>::type>( __nv_dl_tag<void (*)(void),(& ::f9),1> {} , l) 
#if 0
[l]() 
{ }
#if 0
# 2
{ return (l).a; } 
#endif
#endif
; typedef decltype(x) __T0;
# 2 "lambda_capture_types_ok.cu"
} 

# 1 "lambda_capture_types_ok.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__ec653207_26_lambda_capture_types_ok_cu__Z2f9v
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "lambda_capture_types_ok.cudafe1.stub.c"
#include "lambda_capture_types_ok.cudafe1.stub.c"
# 1 "lambda_capture_types_ok.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
