# 1 "cond_arms_3.ii"
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
# 1 "cond3.cu"
int g(int); 
# 2
int f(int x, bool p, int *ptr) { 
# 3
int q1 = p ? x : (x++); 
# 4
int q2 = p ? x : g(x); 
# 5
int q3 = p ? x : (ptr[0]); 
# 6
int q4 = p ? x : (x = 2); 
# 7
int q5 = p ? x : sizeof(int); 
# 8
return (((q1 + q2) + q3) + q4) + q5; 
# 9
} 

# 1 "cond_arms_3.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__8810ee0f_14_cond_arms_3_cu__Z1fibPi
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "cond_arms_3.cudafe1.stub.c"
#include "cond_arms_3.cudafe1.stub.c"
# 1 "cond_arms_3.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
