# 1 "local_shared_ok.ii"
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
# 1 "local_shared_ok.cu"
__attribute__((visibility("hidden"))) void k(int v) ;
#if 0
# 1
{ 
# 2
__attribute__((unused)) static int x; 
# 3
__attribute__((unused)) static int x2; 
# 4
static int y; 
# 5
__attribute__((unused)) extern int dyn[]; 
# 6
__attribute__((unused)) static float arr[32]; 
# 7
x = v; x2 = v; y = v; (dyn[0]) = v; (arr[0]) = (1.0F); 
# 8
} 
#endif

# 1 "local_shared_ok.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__92f2d043_18_local_shared_ok_cu__Z1ki
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "local_shared_ok.cudafe1.stub.c"
#include "local_shared_ok.cudafe1.stub.c"
# 1 "local_shared_ok.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
