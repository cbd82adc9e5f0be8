# 1 "cond_arms_4.ii"
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
# 1 "cond4.cu"
int f(int x, bool p, unsigned u) { 
# 2
int q1 = p ? 1 : (-1); 
# 3
int q2 = p ? -1 : 1; 
# 4
long q3 = p ? x : (-1L); 
# 5
unsigned q4 = p ? u : (-1); 
# 6
double q5 = p ? (1.5) : (-(2.5)); 
# 7
return q1 + q2; 
# 8
} 

# 1 "cond_arms_4.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__15c7d6b6_14_cond_arms_4_cu__Z1fibj
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "cond_arms_4.cudafe1.stub.c"
#include "cond_arms_4.cudafe1.stub.c"
# 1 "cond_arms_4.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
