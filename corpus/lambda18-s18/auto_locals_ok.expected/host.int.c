# 1 "auto_locals_ok.ii"
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
# 1 "auto_locals_ok.cu"
int g(int); 
# 2
long run(int a) 
# 3
{ 
# 4
auto x = 1; 
# 5
auto y = a * 2L; 
# 6
auto z = g(a); 
# 7
auto p = &a; 
# 8
return ((x + y) + z) + (*p); 
# 9
} 

# 1 "auto_locals_ok.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__f11928e2_17_auto_locals_ok_cu__Z3runi
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "auto_locals_ok.cudafe1.stub.c"
#include "auto_locals_ok.cudafe1.stub.c"
# 1 "auto_locals_ok.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
