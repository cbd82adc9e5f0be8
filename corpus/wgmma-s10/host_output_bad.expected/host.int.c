# 1 "host_output_bad.ii"
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
# 1 "host_output_bad.cu"
void h(void *a, unsigned long long b, float *d, int i) { 
# 2
__wgmma_mma_async_f16(65, 8, 16, i, 0, 0, 0, 0, 0, d, d, 1); 
# 3
__wgmma_mma_async_bf16(64, 8, 16, 0, 0, 0, 0, 0, d, a, b); 
# 4
} 

# 1 "host_output_bad.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__b0181baf_18_host_output_bad_cu_ba89e6d9
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "host_output_bad.cudafe1.stub.c"
#include "host_output_bad.cudafe1.stub.c"
# 1 "host_output_bad.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
