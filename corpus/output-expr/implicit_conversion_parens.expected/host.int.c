# 1 "implicit_conversion_parens.ii"
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
# 1 "implicit_conversion_parens.cu"
int x = 3; 
# 2
double dd = (2.5); 
# 3
int g(int); 
# 4
long k2 = x + 1; 
# 5
double d2 = x * 2; 
# 6
long k3 = -x; 
# 7
long k4 = g(1); 
# 8
long k5 = x++; 
# 9
bool b1 = x; 
# 10
bool b2 = x + 1; 
# 11
long k6 = (short)x; 
# 12
long k8 = !x; 
# 13
short sh = (2); 
# 14
int k9 = sh + sh; 
# 15
int k10 = (sizeof(int) > (2)); 
# 16
void h() { 
# 17
long a = x + 1; 
# 18
long b = (short)x; 
# 19
a = (x + 1); 
# 20
a = ((short)x); 
# 21
a = x; 
# 22
a = (g(2)); 
# 23
if (x + 1) { }  
# 24
x = sh; 
# 25
x = (sh + 1); 
# 26
g(dd); 
# 27
g(x + 1); 
# 28
long l = (0); 
# 29
l = (x * 2); 
# 30
l = (-x); 
# 31
l = (x++); 
# 32
l += (g(1)); 
# 33
l = (l + (g(1))); 
# 34
l = (dd * (g(1))); 
# 35
x = dd; 
# 36
x = (dd * (2)); 
# 37
(void)b; 
# 38
} 

# 1 "implicit_conversion_parens.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__e258c272_29_implicit_conversion_parens_cu_x
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "implicit_conversion_parens.cudafe1.stub.c"
#include "implicit_conversion_parens.cudafe1.stub.c"
# 1 "implicit_conversion_parens.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
