# 1 "uumn_device_ok.ii"
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
# 1 "uumn_device_ok.cu"
__attribute__((unused)) void d1(int x) {int volatile ___ = 1;(void)x;::exit(___);}
#if 0
# 1
{ } 
#endif
# 2 "uumn_device_ok.cu"
__attribute__((unused)) int d2(int x, float y) {int volatile ___ = 1;(void)x;(void)y;::exit(___);}
#if 0
# 2
{ return x + ((int)y); } 
#endif
# 3 "uumn_device_ok.cu"
__attribute__((unused)) void d3(int x); 
# 4
__attribute__((unused)) void d3(int x); 
# 5
__attribute__((visibility("hidden"))) void k(int *p) ;
#if 0
# 5
{ (*p) = d2(1, (2.0F)); d3(*p); } 
#endif

# 1 "uumn_device_ok.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__08ab942d_17_uumn_device_ok_cu__Z2d1i
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "uumn_device_ok.cudafe1.stub.c"
#include "uumn_device_ok.cudafe1.stub.c"
# 1 "uumn_device_ok.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
