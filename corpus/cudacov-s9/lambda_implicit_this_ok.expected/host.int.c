# 1 "lambda_implicit_this_ok.ii"
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
# 1 "lambda_implicit_this_ok.cu"
struct S { 
# 2
int m = 3; 
# 3
void f() 
# 4
{ 
# 5
auto a = __nv_dl_wrapper_t< __nv_dl_tag<void (S::*)(void),(&S::f),1> , decltype(this) const>( __nv_dl_tag<void (S::*)(void),(&S::f),1> {} , this) 
#if 0
[this]() 
{ }
#if 0
# 5
{ return (m) + (this->m); } 
#endif
#endif
; typedef decltype(a) __T0;
# 6 "lambda_implicit_this_ok.cu"
auto b = __nv_dl_wrapper_t< __nv_dl_tag<void (S::*)(void),(&S::f),2> >( __nv_dl_tag<void (S::*)(void),(&S::f),2> {} ) 
#if 0
[=]() 
{ }
#if 0
# 6
{ return 1; } 
#endif
#endif
; typedef decltype(b) __T1;
# 7 "lambda_implicit_this_ok.cu"
auto c = [=]() { return m; } ; typedef decltype(c) __T2;
# 8
(void)a; (void)b; (void)c; 
# 9
} 
# 10
}; 

# 1 "lambda_implicit_this_ok.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__37f82aa9_26_lambda_implicit_this_ok_cu_xxxxxxxx_PID
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "lambda_implicit_this_ok.cudafe1.stub.c"
#include "lambda_implicit_this_ok.cudafe1.stub.c"
# 1 "lambda_implicit_this_ok.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
