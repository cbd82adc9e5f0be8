# 1 "sys_hd_template_attrs_ok.ii"
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
# 1 "/usr/include/hd_tmpl.h" 3
template< class T> __attribute((always_inline)) static inline T hd_min(T a, T b) { return (b < a) ? b : a; } 
# 2
template< class T> inline T hd_abs(T a); 
# 3
template< class T> inline T hd_abs(T a) { return (a < 0) ? -a : a; } 
# 4
template< class T> __attribute((unused)) static inline T h_twice(T a) { return a + a; } 
# 2 "sys_hd_template_attrs_ok.cu"
__attribute__((visibility("hidden"))) void k(int *p) ;
#if 0
# 2
{ (*p) = (hd_min(*p, 1) + hd_abs(*p)); } 
#endif
# 3 "sys_hd_template_attrs_ok.cu"
int h(int x) { return (hd_min(x, 2) + hd_abs(x)) + h_twice(x); } 

# 1 "sys_hd_template_attrs_ok.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__de1ba730_27_sys_hd_template_attrs_ok_cu__Z1kPi
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "sys_hd_template_attrs_ok.cudafe1.stub.c"
#include "sys_hd_template_attrs_ok.cudafe1.stub.c"
# 1 "sys_hd_template_attrs_ok.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
