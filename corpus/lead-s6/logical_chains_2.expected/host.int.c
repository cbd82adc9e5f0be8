# 1 "logical_chains_2.ii"
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
# 1 "chain2.cu"
int g; 
# 2
void a(int x, int y) { 
# 3
bool l1 = x && y && (3); 
# 4
int l2 = x && y && (3); 
# 5
float l3 = ((-24) && (2) && (3)); 
# 6
g = (x && y && x); 
# 7
int l4 = (x || y) || (3); 
# 8
} 
# 9
int g2 = ((1) && (2) && (3)); 

# 1 "logical_chains_2.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__d9ca7e24_19_logical_chains_2_cu__Z1aii
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "logical_chains_2.cudafe1.stub.c"
#include "logical_chains_2.cudafe1.stub.c"
# 1 "logical_chains_2.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
