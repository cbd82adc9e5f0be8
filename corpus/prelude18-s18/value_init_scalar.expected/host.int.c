# 1 "value_init_scalar.ii"
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
# 1 "value_init_scalar.cu"
char g() { return ((char)0); } 
# 2
int h() { return ((int)0); } 
# 3
bool b() { return ((bool)0); } 
# 4
double d() { return ((double)0); } 
# 5
char c2 = ((char)0); 
# 6
int i2 = ((int)0); 
# 7
unsigned u() { return ((unsigned)0); } 
# 8
long l() { return ((long)0); } 
# 9
float f() { return ((float)0); } 
# 10
int *p() { return (int *)0; } 

# 1 "value_init_scalar.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__59f89869_20_value_init_scalar_cu__Z1gv
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "value_init_scalar.cudafe1.stub.c"
#include "value_init_scalar.cudafe1.stub.c"
# 1 "value_init_scalar.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
