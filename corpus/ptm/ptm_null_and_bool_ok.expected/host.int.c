# 1 "ptm_null_and_bool_ok.ii"
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
# 1 "ptm_null_and_bool_ok.cu"
struct S { int a; int f(); }; 
# 2
int test() 
# 3
{ 
# 4
int (S::*m) = (nullptr); 
# 5
int (S::*z) = (0); 
# 6
int (S::*pf)(void) = (nullptr); 
# 7
if ((!m) && (!pf)) { return 1; }  
# 8
if (m == z) { return 2; }  
# 9
return (m) ? 3 : 4; 
# 10
} 

# 1 "ptm_null_and_bool_ok.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__0649cb00_23_ptm_null_and_bool_ok_cu__Z4testv
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "ptm_null_and_bool_ok.cudafe1.stub.c"
#include "ptm_null_and_bool_ok.cudafe1.stub.c"
# 1 "ptm_null_and_bool_ok.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
