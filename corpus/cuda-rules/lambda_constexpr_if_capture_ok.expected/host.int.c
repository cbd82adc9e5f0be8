# 1 "lambda_constexpr_if_capture_ok.ii"
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
# 1 "lambda_constexpr_if_capture_ok.cu"
template< bool B> void f() { int x = 1; auto g = __nv_dl_wrapper_t< __nv_dl_tag<void (*)(void),(& ::f< B> ),1> , typename __nvdl_remove_ref<decltype(x)>::type>( __nv_dl_tag<void (*)(void),(& ::f< B> ),1> {} , x) 
#if 0
[=]() 
{ }
#if 0
# 1
{ int y = x; if constexpr (B) { return y; } else { return 0; }  } 
#endif
#endif
; 
# 1 "lambda_constexpr_if_capture_ok.cu"
} 

# 1 "lambda_constexpr_if_capture_ok.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__b1bf7fff_33_lambda_constexpr_if_capture_ok_cu_xxxxxxxx_PID
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "lambda_constexpr_if_capture_ok.cudafe1.stub.c"
#include "lambda_constexpr_if_capture_ok.cudafe1.stub.c"
# 1 "lambda_constexpr_if_capture_ok.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
