# 1 "enum_zero_after_minus_one.ii"
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
# 1 "enum_zero_after_minus_one.cu"
enum R { R1 = (-3), R2, R3, R4 = 0, R5}; 
# 2
enum S { S1 = (-3), S2, S3, S4 = 0, S5}; 
# 3
enum T { T1 = (-1), T2 = (1 - 1), T3}; 
# 4
enum { P1 = 5, P2, P3, P4, P5, P6, P7}; 
# 5
enum Q { Q1 = (-1), Q2 = ((~0) + 1), Q3 = ((('a') - 96) + 1), Q4, Q5}; 

# 1 "enum_zero_after_minus_one.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__b9f65982_28_enum_zero_after_minus_one_cu_xxxxxxxx_PID
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "enum_zero_after_minus_one.cudafe1.stub.c"
#include "enum_zero_after_minus_one.cudafe1.stub.c"
# 1 "enum_zero_after_minus_one.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
