# 1 "conditional_operands.ii"
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
# 1 "conditional_operands.cu"
enum En { H1 = ((0) ? 1 + 2 : (3 + 4)), H2 = ((1) ? 1 + 2 : (3 + 4)), H4 = ((1) ? 2 : (3 + 4)), H5 = ((1 < 2) ? 10 : 20), H6 = ((1) ? (2) ? 3 : 4 : ((0) ? 5 : 6)), H7 = (2 * ((1) ? 30 : 40)), H8 = ((H1) ? 100 : 200)}; 
# 2
int v1 = ((1) ? 1 + 2 : (3 + 4)); 
# 3
int v2 = ((H1) ? H2 : 3); 
# 4
int a1 = ((1) ? 2 + 3 : 4); 
# 5
int x = 3; 
# 6
int a2 = (x) ? x + 1 : (x - 1); 
# 7
long k7 = (x) ? 1 : 2; 
# 8
int fx(int a) { return (a) ? a + 1 : (a + 2); } 
# 9
int fy(int a) { return (a) ? 1 + 2 : (3 + 4); } 
# 10
int fz(int a) { return (a > 1) ? H1 : H2; } 

# 1 "conditional_operands.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__7ae8179a_23_conditional_operands_cu_v1
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "conditional_operands.cudafe1.stub.c"
#include "conditional_operands.cudafe1.stub.c"
# 1 "conditional_operands.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
