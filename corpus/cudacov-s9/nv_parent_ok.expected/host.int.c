# 1 "nv_parent_ok.ii"
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
# 1 "nv_parent_ok.cu"
struct S { void m(); }; 
# 2
void g(); 
# 3
void f() 
# 4
{ 
# 5
int x = 0; 
# 6
auto a = __nv_dl_wrapper_t< __nv_dl_tag<__NV_LAMBDA_WRAPPER_HELPER((&f),(&f)), 1> , typename __nvdl_remove_ref<decltype(x)>::type>( __nv_dl_tag<__NV_LAMBDA_WRAPPER_HELPER((&f),(&f)), 1> {} , x) 
#if 0
[x]() 
{ }
#if 0
# 6
{ return x; } 
#endif
#endif
; typedef decltype(a) __T0;
# 7 "nv_parent_ok.cu"
auto b = __nv_dl_wrapper_t< __nv_dl_tag<__NV_LAMBDA_WRAPPER_HELPER((f),(f)), 2> >( __nv_dl_tag<__NV_LAMBDA_WRAPPER_HELPER((f),(f)), 2> {} ) 
#if 0
[]() 
{ }
#if 0
# 7
{ return 1; } 
#endif
#endif
; typedef decltype(b) __T1;
# 8 "nv_parent_ok.cu"
auto c = __nv_dl_wrapper_t< __nv_dl_tag<__NV_LAMBDA_WRAPPER_HELPER((&g),(&g)), 3> >( __nv_dl_tag<__NV_LAMBDA_WRAPPER_HELPER((&g),(&g)), 3> {} ) 
#if 0
[]() 
{ }
#if 0
# 8
{ return 2; } 
#endif
#endif
; typedef decltype(c) __T2;
# 9 "nv_parent_ok.cu"
auto d = __nv_hdl_create_wrapper_t< false, true, __nv_dl_tag<__NV_LAMBDA_WRAPPER_HELPER((&S::m),(&S::m)), 4> >::__nv_hdl_create_wrapper( []{ return 3; } ) ; typedef decltype(d) __T3;
# 10
auto e = __nv_dl_wrapper_t< __nv_dl_tag<__NV_LAMBDA_WRAPPER_HELPER((&f),(&f)), 5> >( __nv_dl_tag<__NV_LAMBDA_WRAPPER_HELPER((&f),(&f)), 5> {} ) 
#if 0
[]() 
{ }
#if 0
# 10
{ return 4; } 
#endif
#endif
; typedef decltype(e) __T4;
# 11 "nv_parent_ok.cu"
} 

# 1 "nv_parent_ok.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__41b9f404_15_nv_parent_ok_cu__Z1fv
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "nv_parent_ok.cudafe1.stub.c"
#include "nv_parent_ok.cudafe1.stub.c"
# 1 "nv_parent_ok.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
