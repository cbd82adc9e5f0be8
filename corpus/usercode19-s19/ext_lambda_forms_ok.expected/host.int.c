# 1 "ext_lambda_forms_ok.ii"
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
# 1 "ext_lambda_forms_ok.cu"
namespace N { int h(int s) { auto d = __nv_dl_wrapper_t< __nv_dl_tag<int (*)(int s),(& ::N::h),1> , typename __nvdl_remove_ref<decltype(s)>::type>( __nv_dl_tag<int (*)(int s),(& ::N::h),1> {} , s) 
#if 0
[s](int 
# 1
x) 
{ }
#if 0
# 1
{ return x * (s); } 
#endif
#endif
; typedef decltype(d) __T0;
# 1 "ext_lambda_forms_ok.cu"
auto e = __nv_hdl_create_wrapper_t< false, true, __nv_dl_tag<int (*)(int s),(& ::N::h),2> >::__nv_hdl_create_wrapper( [](int q) { return q; } ) ; typedef decltype(e) __T1;(void)d; return e(s); } }
# 2
void g() { int y = 2; auto a = __nv_hdl_create_wrapper_t< true, false, __nv_dl_tag<void (*)(void),(& ::g),1> , typename __nvdl_remove_ref<decltype(y)>::type>::__nv_hdl_create_wrapper( [=]() mutable { return y; } , y) ; typedef decltype(a) __T2;(void)a; } 

# 1 "ext_lambda_forms_ok.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__754edacf_22_ext_lambda_forms_ok_cu_04e62ee3
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "ext_lambda_forms_ok.cudafe1.stub.c"
#include "ext_lambda_forms_ok.cudafe1.stub.c"
# 1 "ext_lambda_forms_ok.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
