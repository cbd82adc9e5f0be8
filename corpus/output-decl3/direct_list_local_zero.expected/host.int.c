# 1 "direct_list_local_zero.ii"
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
# 1 "direct_list_local_zero.cu"
int f() { 
# 2
int i{0}; 
# 3
int k = 0; 
# 4
return i + k; 
# 5
} 

# 1 "direct_list_local_zero.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__dca1d928_25_direct_list_local_zero_cu__Z1fv
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "direct_list_local_zero.cudafe1.stub.c"
#include "direct_list_local_zero.cudafe1.stub.c"
# 1 "direct_list_local_zero.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
