# 1 "var_access_ok.ii"
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
# 1 "var_access_ok.cu"
static int dv; 
# 2
__attribute__((unused)) static int sv; 
# 3
static int cv; 
# 4
static int da[4]; 
# 5
__attribute__((unused)) int d1() {int volatile ___ = 1;::exit(___);}
#if 0
# 5
{ dv = (sv + cv); return da[1]; } 
#endif
# 6 "var_access_ok.cu"
__attribute__((visibility("hidden"))) void k1(int *p) ;
#if 0
# 6
{ (*p) = dv; sv++; } 
#endif
# 7 "var_access_ok.cu"
int g = dv; 
# 8
int *h1() { return &dv; } 
# 9
int *h2() { int *z = (da); return z; } 
# 10
unsigned long h3() { return sizeof dv + sizeof sv; } 

# 1 "var_access_ok.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__d87dc587_16_var_access_ok_cu__Z2d1v
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "var_access_ok.cudafe1.stub.c"
#include "var_access_ok.cudafe1.stub.c"
# 1 "var_access_ok.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
