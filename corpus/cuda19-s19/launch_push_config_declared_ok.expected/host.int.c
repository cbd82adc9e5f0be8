# 1 "launch_push_config_declared_ok.ii"
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
# 1 "launch_push_config_declared_ok.cu"
extern "C" unsigned __cudaPushCallConfiguration(int, int, unsigned long = 0, void * = 0); 
# 2
__attribute__((visibility("hidden"))) void k(int __T0) ;
#if 0
# 2
{ } 
#endif
# 3 "launch_push_config_declared_ok.cu"
void f() { (__cudaPushCallConfiguration(1, 1)) ? (void)0 : k(1); } 

# 1 "launch_push_config_declared_ok.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__58248d5f_33_launch_push_config_declared_ok_cu__Z1ki
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "launch_push_config_declared_ok.cudafe1.stub.c"
#include "launch_push_config_declared_ok.cudafe1.stub.c"
# 1 "launch_push_config_declared_ok.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
