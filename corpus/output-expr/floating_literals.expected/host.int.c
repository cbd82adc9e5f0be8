# 1 "floating_literals.ii"
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
# 1 "floating_literals.cu"
double dd = (2.5); 
# 2
float f1 = ((1.5)); 
# 3
float f3 = (1.5F); 
# 4
double f4 = (2); 
# 5
int f5 = ((2.5)); 
# 6
long double f6 = ((1.5)); 
# 7
double f7 = (-(1.5)); 
# 8
int i3 = dd * (2); 
# 9
int g(int); 
# 10
void h() { 
# 11
float q = ((1.5)); 
# 12
double r = (2.5); 
# 13
r = (3.5); 
# 14
r = (r * (2.0)); 
# 15
q = (q + (1.0F)); 
# 16
q = (-(1.5)); 
# 17
q = (-q); 
# 18
g((2.5)); 
# 19
r = (1.0E10); 
# 20
r = (0.001); 
# 21
(void)q; 
# 22
} 

# 1 "floating_literals.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__727edaeb_20_floating_literals_cu_dd
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "floating_literals.cudafe1.stub.c"
#include "floating_literals.cudafe1.stub.c"
# 1 "floating_literals.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
