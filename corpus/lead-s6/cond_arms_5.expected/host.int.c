# 1 "cond_arms_5.ii"
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
# 1 "cond5.cu"
int f(int x, bool p, unsigned u) { 
# 2
long q3 = p ? -1L : x; 
# 3
double q5 = p ? -(2.5) : (1.5); 
# 4
float q6 = p ? -(2.5F) : (1.5F); 
# 5
int q7 = p ? -x : 1; 
# 6
return 0; 
# 7
} 

# 1 "cond_arms_5.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__ad7bb1d3_14_cond_arms_5_cu__Z1fibj
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "cond_arms_5.cudafe1.stub.c"
#include "cond_arms_5.cudafe1.stub.c"
# 1 "cond_arms_5.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
