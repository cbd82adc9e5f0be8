# 1 "function_template_defs_ok.ii"
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
# 1 "function_template_defs_ok.cu"
template< class T> void e1(T) { } 
# 2
template< class T> int e2(T x, int n) { return n + 1; } 
# 3
template< class T> T twice(T x) { return x + x; } 
# 4
template< class T> T f1(T x, T y) { return (x + (y * 2)) - (x - y); } 
# 5
template< class T> bool lt(T a, T b) { return ((a < b) && (b > a)) || (a == b); } 
# 6
template< class T> T shl(T x) { return x << 3; } 
# 7
template< class T> T 
# 9
g3(T x, T 
# 10
y) 
# 11
{ 
# 12
return (x - y); 
# 13
} 
# 14
int use(int a) { return (e2(1, 2) + twice(a)) + f1(a, 2); } 

# 1 "function_template_defs_ok.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__c4bb8c45_28_function_template_defs_ok_cu__Z3usei
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "function_template_defs_ok.cudafe1.stub.c"
#include "function_template_defs_ok.cudafe1.stub.c"
# 1 "function_template_defs_ok.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
