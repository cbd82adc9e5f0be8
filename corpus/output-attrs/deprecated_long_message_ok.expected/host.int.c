# 1 "deprecated_long_message_ok.ii"
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
# 1 "deprecated_long_message_ok.cu"
__attribute((deprecated("f() is deprecated in favor of f_sync() and may be removed in a future release (Use -Wno-deprecated-declarations to suppress this" " warning)."))) int f(int); 
# 2
__attribute((deprecated("short one"))) int g(int); 
# 3
int h(int a) { return a; } 

# 1 "deprecated_long_message_ok.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__89fe3c5d_29_deprecated_long_message_ok_cu__Z1hi
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "deprecated_long_message_ok.cudafe1.stub.c"
#include "deprecated_long_message_ok.cudafe1.stub.c"
# 1 "deprecated_long_message_ok.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
