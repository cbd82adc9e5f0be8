# 1 "conditions_2.ii"
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
# 1 "if2.cu"
int h(); 
# 2
short sh(); 
# 3
int f(int x, char c, unsigned u) { 
# 4
if ((x = 5)) { }  
# 5
if (h()) { }  
# 6
if (sh()) { }  
# 7
while (x--) { }  
# 8
if (c) { }  
# 9
if (u & (4)) { }  
# 10
if ((x > 0) && (h())) { }  
# 11
if ((x = 2) != 0) { }  
# 12
if (x += 1) { }  
# 13
while ((x = h())) { }  
# 14
for (int i = 0; i; ++i) { }  
# 15
if ((x) ? 1 : 0) { }  
# 16
if (~x) { }  
# 17
if (-x) { }  
# 18
if (sizeof(int)) { }  
# 19
return 0; 
# 20
} 

# 1 "conditions_2.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__5b02960f_15_conditions_2_cu__Z1ficj
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "conditions_2.cudafe1.stub.c"
#include "conditions_2.cudafe1.stub.c"
# 1 "conditions_2.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
