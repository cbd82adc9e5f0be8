# 1 "auto_return_ok.ii"
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
#define __nv_is_extended_device_lambda_closure_type(X) false
#define __nv_is_extended_host_device_lambda_closure_type(X) false
#define __nv_is_extended_device_lambda_with_preserved_return_type(X) false
#if defined(__nv_is_extended_device_lambda_closure_type) && defined(__nv_is_extended_host_device_lambda_closure_type)&& defined(__nv_is_extended_device_lambda_with_preserved_return_type)
#endif

# 1
# 1 "auto_return_ok.cu"
int g; 
# 2
auto one() { return 1; } 
# 3
auto nothing() { } 
# 4
auto twice(int v)->int { return v * 2; } 
# 5
decltype(auto) ref_g() { return (g); } 
# 6
auto pick(bool b) { if (b) { return (1.5); }  return (2.5); } 
# 7
int use() 
# 8
{ 
# 9
ref_g() = 3; 
# 10
nothing(); 
# 11
return (one() + twice(2)) + ((int)pick(true)); 
# 12
} 

# 1 "auto_return_ok.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__1244c7c0_17_auto_return_ok_cu_8e450714
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "auto_return_ok.cudafe1.stub.c"
#include "auto_return_ok.cudafe1.stub.c"
# 1 "auto_return_ok.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
