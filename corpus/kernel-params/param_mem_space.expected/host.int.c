# 1 "param_mem_space.ii"
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
# 3
__attribute__((visibility("hidden"))) void c1(__attribute((shared)) int x) ;
#if 0
# 3
{ } 
#endif
# 4 "param_mem_space.ii"
__attribute__((unused)) void c2(__attribute((device)) int x) {int volatile ___ = 1;(void)x;::exit(___);}
#if 0
# 4
{ } 
#endif
# 5 "param_mem_space.ii"
void c3(__attribute((constant)) int x, __attribute((managed)) int y); 

# 1 "param_mem_space.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__0dfe5bb7_18_param_mem_space_cu__Z2c1i
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "param_mem_space.cudafe1.stub.c"
#include "param_mem_space.cudafe1.stub.c"
# 1 "param_mem_space.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
