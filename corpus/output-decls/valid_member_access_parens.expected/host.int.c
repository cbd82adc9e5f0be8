# 1 "valid_member_access_parens.ii"
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
# 1 "valid_member_access_parens.cu"
struct Q { int b; }; 
# 2
struct P { int a; Q q; }; 
# 3
P p = {1}; 
# 4
int g(int); 
# 5
int f(int c) 
# 6
{ 
# 7
(p.a)++; 
# 8
int x = (c) ? p.a : ((p.q).b); 
# 9
g(p.a); 
# 10
x = (((p.q).b) * 2); 
# 11
(p.a) = (x + (p.a)); 
# 12
if (p.a) { 
# 13
return x; }  
# 14
return !(p.a); 
# 15
} 

# 1 "valid_member_access_parens.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__ea5bb286_29_valid_member_access_parens_cu_p
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "valid_member_access_parens.cudafe1.stub.c"
#include "valid_member_access_parens.cudafe1.stub.c"
# 1 "valid_member_access_parens.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
