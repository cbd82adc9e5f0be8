# 1 "return_parens_3.ii"
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
# 1 "paren3.cu"
struct S { int a; int arr[3]; }; 
# 2
int h(int); 
# 3
int f1(double d) { return ((int)d); } 
# 4
int f2(S s) { return (s.a); } 
# 5
int f4(int x) { return (x++); } 
# 6
int f5(int x) { return (h(x) + 1); } 
# 7
int f6(int x) { return x + 1; } 
# 8
bool f7(int x) { return ((x > 1) && (x < 3)); } 
# 9
int f9(int x) { return (static_cast< int>(x)); } 
# 10
int f10(int *p) { return (*p); } 
# 11
long f11(int x) { return (x + 1); } 
# 12
int f12(int x) { return (x * 2); } 

# 1 "return_parens_3.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__60ca5f2f_18_return_parens_3_cu__Z2f1d
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "return_parens_3.cudafe1.stub.c"
#include "return_parens_3.cudafe1.stub.c"
# 1 "return_parens_3.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
