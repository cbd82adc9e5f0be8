# 1 "attrs_variables_ok.ii"
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
# 1 "attrs_variables_ok.cu"
int v1 __attribute((aligned((2) * sizeof(int)))); 
# 2
int v2 __attribute((section("abc"), used)); 
# 3
__attribute((visibility("default"))) int v3; 
# 4
typedef int aint __attribute((aligned(8))); 
# 5
struct Q { char c; int i __attribute((packed)); }; 

# 1 "attrs_variables_ok.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__7d39c6f9_21_attrs_variables_ok_cu_xxxxxxxx_PID
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "attrs_variables_ok.cudafe1.stub.c"
#include "attrs_variables_ok.cudafe1.stub.c"
# 1 "attrs_variables_ok.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
