# 1 "copy_list_scalars_ok.ii"
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
# 1 "copy_list_scalars_ok.cu"
int a = 5; 
# 2
long b = (5); 
# 3
unsigned c = (7); 
# 4
int arr[2]{1, 2}; 
# 5
int arr2[3]{}; 
# 6
int arr3[] = {1, 2}; 
# 7
int g(int x) { long m = x; int n = x; int k[2]{x, 3}; return m + n; } 

# 1 "copy_list_scalars_ok.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__a6ca462d_23_copy_list_scalars_ok_cu_a
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "copy_list_scalars_ok.cudafe1.stub.c"
#include "copy_list_scalars_ok.cudafe1.stub.c"
# 1 "copy_list_scalars_ok.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
