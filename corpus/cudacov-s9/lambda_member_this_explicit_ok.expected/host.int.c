# 1 "lambda_member_this_explicit_ok.ii"
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
# 1 "ext_lambda_member_this_explicit_ok.cu"
struct Acc { 
# 2
float bias = (1.0F); 
# 3
void run() 
# 4
{ 
# 5
auto a = __nv_dl_wrapper_t< __nv_dl_tag<void (Acc::*)(void),(&Acc::run),1> , decltype(this) const>( __nv_dl_tag<void (Acc::*)(void),(&Acc::run),1> {} , this) 
#if 0
[this](float 
# 5
x) 
{ }
#if 0
# 5
{ return x + (bias); } 
#endif
#endif
; typedef decltype(a) __T0;
# 6 "ext_lambda_member_this_explicit_ok.cu"
auto b = __nv_hdl_create_wrapper_t< false, false, __nv_dl_tag<void (Acc::*)(void),(&Acc::run),2> , typename __nvdl_remove_const<typename __nvdl_remove_ref<decltype(*this) > ::type> :: type const>::__nv_hdl_create_wrapper( [*this](float x) { return x - (bias); } , *this) ; typedef decltype(b) __T1;
# 7
(void)a; 
# 8
(void)b; 
# 9
} 
# 10
}; 

# 1 "lambda_member_this_explicit_ok.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__c657a30e_33_lambda_member_this_explicit_ok_cu_xxxxxxxx_PID
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "lambda_member_this_explicit_ok.cudafe1.stub.c"
#include "lambda_member_this_explicit_ok.cudafe1.stub.c"
# 1 "lambda_member_this_explicit_ok.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
