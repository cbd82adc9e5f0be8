# 1 "reference_inits_ok.ii"
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
# 1 "reference_inits_ok.cu"
int gi = 1; 
# 2
int &ri = (gi); 
# 3
const int &cr = (gi); 
# 4
int f(int a[4], int n) { int &lr = n; const int &k = (gi); return ((((a[0]) + lr) + k) + ri) + cr; } 

# 1 "reference_inits_ok.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__d2426a7e_21_reference_inits_ok_cu_gi
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "reference_inits_ok.cudafe1.stub.c"
#include "reference_inits_ok.cudafe1.stub.c"
# 1 "reference_inits_ok.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
