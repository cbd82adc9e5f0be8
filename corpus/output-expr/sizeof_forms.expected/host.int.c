# 1 "sizeof_forms.ii"
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
# 1 "sizeof_forms.cu"
int x = 3; 
# 2
int s1 = (sizeof x); 
# 3
unsigned long s2 = sizeof x; 
# 4
unsigned long s3 = sizeof (x + 1); 
# 5
unsigned long s4 = (sizeof(int) + (1)); 
# 6
int s5 = (sizeof x * (2)); 
# 7
unsigned long s6 = sizeof(int); 
# 8
int g(int); 
# 9
int h() { 
# 10
int s = (sizeof x); 
# 11
unsigned long t = sizeof x; 
# 12
unsigned long u = sizeof(int); 
# 13
x = (sizeof x); 
# 14
x = ((int)sizeof x); 
# 15
x = (sizeof(int) * (2)); 
# 16
g(sizeof x); 
# 17
(void)s; (void)t; (void)u; 
# 18
return sizeof g(1); 
# 19
} 

# 1 "sizeof_forms.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__593eca76_15_sizeof_forms_cu_x
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "sizeof_forms.cudafe1.stub.c"
#include "sizeof_forms.cudafe1.stub.c"
# 1 "sizeof_forms.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
