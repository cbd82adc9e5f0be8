# 1 "return_parens_2.ii"
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
# 1 "paren2.cu"
int g; 
# 2
int h(int); 
# 3
void f1(int a, int b) { g = (a + b); } 
# 4
void f2(int a, int b) { h(a + b); } 
# 5
void f3(int a, int b) { h(a + b); } 
# 6
void f4(int a, int b) { int x = a + b; int y = a + b; g = (x + y); } 
# 7
void f5(int a, int b) { a + b; } 
# 8
void f6(int a, int b) { g = (a + b); } 
# 9
void f7(int a, int b) { g = ((a + b) * 2); } 
# 10
void f8(int a, int b) { if ((a + b) > 0) { }  } 
# 11
void f9(int a, int b) { g = (a + (b * 2)); } 
# 12
int f10(int a, int b) { return a + b; } 
# 13
int f11(int a, bool p) { return (p ? a : 1); } 
# 14
int f12(int a) { return h(a); } 
# 15
int f13(int a) { return (a = 3); } 
# 16
void f14(int a, int b) { g = (a + b); } 

# 1 "return_parens_2.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__d876384a_18_return_parens_2_cu__Z2f1ii
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "return_parens_2.cudafe1.stub.c"
#include "return_parens_2.cudafe1.stub.c"
# 1 "return_parens_2.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
