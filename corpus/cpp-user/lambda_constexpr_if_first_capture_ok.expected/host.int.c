# 1 "lambda_constexpr_if_first_capture_ok.ii"
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
# 4
void l4() { int x = 1; auto g = [=]() { if constexpr (false) { return x; } else { return 0; }  } ; typedef decltype(g) __T0;} 
# 5
void l5() { int x = 1; if constexpr (true) { auto g = __nv_dl_wrapper_t< __nv_dl_tag<void (*)(void),(& ::l5),1> , typename __nvdl_remove_ref<decltype(x)>::type>( __nv_dl_tag<void (*)(void),(& ::l5),1> {} , x) 
#if 0
[=]() 
{ }
#if 0
# 5
{ return x; } 
#endif
#endif
; typedef decltype(g) __T1;
# 5 "lambda_constexpr_if_first_capture_ok.ii"
}  } 

# 1 "lambda_constexpr_if_first_capture_ok.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__c6387315_39_lambda_constexpr_if_first_capture_ok_cu__Z2l4v
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "lambda_constexpr_if_first_capture_ok.cudafe1.stub.c"
#include "lambda_constexpr_if_first_capture_ok.cudafe1.stub.c"
# 1 "lambda_constexpr_if_first_capture_ok.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
