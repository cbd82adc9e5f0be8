# 1 "cond_arms_2.ii"
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
# 1 "cond2.cu"
int f(int x, bool p, int *ptr) { 
# 2
bool q1 = p ? !p : p; 
# 3
int q2 = p ? -x : x; 
# 4
int q3 = p ? x : (-x); 
# 5
int q4 = p ? x : (~x); 
# 6
int q5 = p ? *ptr : x; 
# 7
int q6 = p ? x : (*ptr); 
# 8
int *q7 = p ? &x : ptr; 
# 9
int *q8 = p ? ptr : (&x); 
# 10
int q9 = p ? x++ : (++x); 
# 11
return q2; 
# 12
} 

# 1 "cond_arms_2.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__30ac896a_14_cond_arms_2_cu__Z1fibPi
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "cond_arms_2.cudafe1.stub.c"
#include "cond_arms_2.cudafe1.stub.c"
# 1 "cond_arms_2.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
