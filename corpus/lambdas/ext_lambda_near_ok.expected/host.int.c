# 1 "ext_lambda_near_ok.ii"
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
# 1 "ext_lambda_near_ok.cu"
void f1() { int x = 0; auto a = __nv_dl_wrapper_t< __nv_dl_tag<void (*)(void),(& ::f1),1> , typename __nvdl_remove_ref<decltype(x)>::type>( __nv_dl_tag<void (*)(void),(& ::f1),1> {} , x) 
#if 0
[x]() 
{ }
#if 0
# 1
{ return x; } 
#endif
#endif
; typedef decltype(a) __T0;
# 1 "ext_lambda_near_ok.cu"
} 
# 2
void f2() { int x = 0, y = 1; auto a = __nv_dl_wrapper_t< __nv_dl_tag<void (*)(void),(& ::f2),1> , typename __nvdl_remove_ref<decltype(x)>::type, typename __nvdl_remove_ref<decltype(y)>::type>( __nv_dl_tag<void (*)(void),(& ::f2),1> {} , x, y) 
#if 0
[=]() 
{ }
#if 0
# 2
{ return ((x) + (y)) + (x); } 
#endif
#endif
; typedef decltype(a) __T1;
# 2 "ext_lambda_near_ok.cu"
} 
# 3
void f3() { int x = 0; auto a = __nv_dl_wrapper_t< __nv_dl_tag<void (*)(void),(& ::f3),1> , typename __nv_lambda_trait_remove_cv<typename __nvdl_remove_ref<decltype(x)>::type>::type>( __nv_dl_tag<void (*)(void),(& ::f3),1> {} , x) 
#if 0
[z = x]() 
{ }
#if 0
# 3
{ return z; } 
#endif
#endif
; typedef decltype(a) __T2;
# 3 "ext_lambda_near_ok.cu"
} 
# 4
__attribute__((unused)) void f4() {int volatile ___ = 1;::exit(___);}
#if 0
# 4
{ int x = 0; auto a = [&x]() 
{ }
#if 0
# 4
{ return x; } 
#endif
; typedef decltype(a) __T3;
# 4 "ext_lambda_near_ok.cu"
auto b = [&]
{ }
#if 0
# 4
{ return x; } 
#endif
; typedef decltype(b) __T4;
# 4 "ext_lambda_near_ok.cu"
} 
#endif
# 5 "ext_lambda_near_ok.cu"
void f5() { int x = 0; auto a = [&x]() { return x; } ; typedef decltype(a) __T5;} 

# 1 "ext_lambda_near_ok.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__f28cab4c_21_ext_lambda_near_ok_cu__Z2f1v
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "ext_lambda_near_ok.cudafe1.stub.c"
#include "ext_lambda_near_ok.cudafe1.stub.c"
# 1 "ext_lambda_near_ok.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
