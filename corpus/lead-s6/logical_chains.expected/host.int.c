# 1 "logical_chains.ii"
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
# 1 "chain.cu"
int f(int a, int b, int c, bool p, bool q, bool r) { 
# 2
bool t1 = a && b && c; 
# 3
bool t2 = (a || b) || c; 
# 4
bool t3 = (a && b) || c; 
# 5
bool t4 = a || (b && c); 
# 6
bool t5 = a && b && c; 
# 7
bool t6 = p && q && r; 
# 8
bool t7 = (p || q) || r; 
# 9
bool t8 = (a < b) && (b < c) && (a < c); 
# 10
int t9 = (a + b) + c; 
# 11
int t10 = (a & b) & c; 
# 12
int t11 = (a | b) | c; 
# 13
int t12 = (a * b) * c; 
# 14
bool t13 = (a == b) == c; 
# 15
return a && b && c && p; 
# 16
} 

# 1 "logical_chains.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__27507a53_17_logical_chains_cu_af3bb15f
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "logical_chains.cudafe1.stub.c"
#include "logical_chains.cudafe1.stub.c"
# 1 "logical_chains.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
