# 1 "device_builtin_decls_ok.ii"
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
# 1 "device_builtin_decls_ok.cu"
#if 0
# 1
struct U3 { unsigned x, y, z; }; 
#endif
# 2 "device_builtin_decls_ok.cu"
typedef long clock_t; 
# 3
extern "C" {
# 4
extern clock_t clock() noexcept(true); 
# 5
extern int abs(int a) noexcept(true); 
# 6
extern const U3 __device_builtin_variable_tIdx; 
# 7
extern const int __device_builtin_variable_wSize; 
# 8
}
# 11
extern int hd3(int a); 
# 12
int hd4(int a); 
# 13
int __device_builtin_variable_hvar; 
# 14
int use() { return abs(1) + hd3(2); } 

# 1 "device_builtin_decls_ok.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__c32d0e39_26_device_builtin_decls_ok_cu__Z3usev
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "device_builtin_decls_ok.cudafe1.stub.c"
#include "device_builtin_decls_ok.cudafe1.stub.c"
# 1 "device_builtin_decls_ok.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
