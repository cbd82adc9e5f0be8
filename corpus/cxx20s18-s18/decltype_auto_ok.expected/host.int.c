# 1 "decltype_auto_ok.ii"
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
# 1 "decltype_auto_ok.cu"
int g; 
# 2
struct S { int m; int &r; }; 
# 3
decltype(auto) ref_g() { return (g); } 
# 4
decltype(auto) val_g() { return g; } 
# 5
decltype(auto) sum(int a) { return a + g; } 
# 6
decltype(auto) mem(S &s) { return s.m; } 
# 7
decltype(auto) memp(S &s) { return (s.m); } 
# 8
decltype(auto) memr(S &s) { return s.r; } 
# 9
decltype(auto) nothing() { } 
# 10
int &plain_ref() { return (g); } 
# 11
int use(S &s) 
# 12
{ 
# 13
ref_g() = 3; 
# 14
memp(s) = 4; 
# 15
memr(s) = 5; 
# 16
plain_ref() = 6; 
# 17
nothing(); 
# 18
return (val_g() + sum(1)) + mem(s); 
# 19
} 

# 1 "decltype_auto_ok.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__c5d8d032_19_decltype_auto_ok_cu_67c272cd
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "decltype_auto_ok.cudafe1.stub.c"
#include "decltype_auto_ok.cudafe1.stub.c"
# 1 "decltype_auto_ok.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
