# 1 "sys_device_template_from_device_ok.ii"
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
# 1 "/usr/include/dv_tmpl.h" 3
template< class T> __attribute__((unused)) static inline T dv_twice(T a) {int volatile ___ = 1;(void)a;::exit(___);}
#if 0
# 1
{ return a + a; } 
#endif
# 2 "sys_device_template_from_device_ok.cu"
__attribute__((unused)) int d(int x) {int volatile ___ = 1;(void)x;::exit(___);}
#if 0
# 2
{ return dv_twice(x); } 
#endif
# 3 "sys_device_template_from_device_ok.cu"
__attribute__((visibility("hidden"))) void k(int *p) ;
#if 0
# 3
{ (*p) = (dv_twice(*p) + d(1)); } 
#endif
# 4 "sys_device_template_from_device_ok.cu"
int main() { return 0; } 

# 1 "sys_device_template_from_device_ok.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__fe748d33_37_sys_device_template_from_device_ok_cu__Z1di
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "sys_device_template_from_device_ok.cudafe1.stub.c"
#include "sys_device_template_from_device_ok.cudafe1.stub.c"
# 1 "sys_device_template_from_device_ok.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
