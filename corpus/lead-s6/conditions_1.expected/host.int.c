# 1 "conditions_1.ii"
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
# 1 "if1.cu"
int g; 
# 2
int f(int x, int *p, double d) { 
# 3
if (0) { }  
# 4
if (2) { g = 1; }  
# 5
if (x) { }  
# 6
if (x + 1) { }  
# 7
if (p) { }  
# 8
if (d) { }  
# 9
if (-1) { }  
# 10
if (x == 1) { }  
# 11
while (1) { break; }  
# 12
for (; 1;) { break; }  
# 13
do { } while (0); 
# 14
bool b = (0); 
# 15
bool c = x; 
# 16
bool e = (2 + 3); 
# 17
if (!(0)) { }  
# 18
if (1) { }  
# 19
return (x) ? 1 : 0; 
# 20
} 

# 1 "conditions_1.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__49b739e1_15_conditions_1_cu__Z1fiPid
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "conditions_1.cudafe1.stub.c"
#include "conditions_1.cudafe1.stub.c"
# 1 "conditions_1.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
