# 1 "lambda_public_nested_ok.ii"
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
# 1 "ext_lambda_public_nested_ok.cu"
namespace app { 
# 2
class O { 
# 4
public: class I { 
# 6
public: int f(int k) 
# 7
{ 
# 8
auto x = __nv_dl_wrapper_t< __nv_dl_tag<int (I::*)(int k),(&I::f),1> , typename __nvdl_remove_ref<decltype(k)>::type>( __nv_dl_tag<int (I::*)(int k),(&I::f),1> {} , k) 
#if 0
[k]() 
{ }
#if 0
# 8
{ return k; } 
#endif
#endif
; typedef decltype(x) __T0;
# 9 "ext_lambda_public_nested_ok.cu"
(void)x; 
# 10
return k; 
# 11
} 
# 12
}; 
# 13
}; 
# 14
}

# 1 "lambda_public_nested_ok.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__d6ee4e34_26_lambda_public_nested_ok_cu_xxxxxxxx_PID
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "lambda_public_nested_ok.cudafe1.stub.c"
#include "lambda_public_nested_ok.cudafe1.stub.c"
# 1 "lambda_public_nested_ok.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
