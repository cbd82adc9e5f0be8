# 1 "redecl_spaces_merge_ok.ii"
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
# 1 "redecl_spaces_merge_ok.cu"
void a3(); void a3() { } 
# 2
__attribute__((visibility("hidden"))) void a5(); __attribute__((visibility("hidden"))) void a5() ;
#if 0
# 2
{ } 
#endif
# 3 "redecl_spaces_merge_ok.cu"
__attribute__((visibility("hidden"))) void a10(); __attribute__((visibility("hidden"))) void a10() ;
#if 0
# 3
{ } 
#endif
# 4 "redecl_spaces_merge_ok.cu"
__attribute__((visibility("hidden"))) void a9(); __attribute__((visibility("hidden"))) void a9(); 
# 5
void a13(); void a13() { } 
# 6
void a8(); void a8() { } 
# 7
void h() { a3(); a13(); a8(); } 

# 1 "redecl_spaces_merge_ok.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__c61599dd_25_redecl_spaces_merge_ok_cu__Z2a3v
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "redecl_spaces_merge_ok.cudafe1.stub.c"
#include "redecl_spaces_merge_ok.cudafe1.stub.c"
# 1 "redecl_spaces_merge_ok.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
