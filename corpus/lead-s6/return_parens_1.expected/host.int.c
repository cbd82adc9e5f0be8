# 1 "return_parens_1.ii"
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
# 1 "paren.cu"
int g; 
# 2
double f1() { return (-53); } 
# 3
int f2() { return (1 + 2); } 
# 4
int f3() { return 53; } 
# 5
void f4() { g = (-1); } 
# 6
void f5() { g = (2 * 3); } 
# 7
void f6() { g = (-1); } 
# 8
void f7() { int x = (-1); int y = (-1); int z = (1 + 2); g = ((x + y) + z); } 
# 9
int f8(int a) { return (-a); } 
# 10
int f9() { return (-3); } 
# 11
int f10() { return -3; } 

# 1 "return_parens_1.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__cac397a4_18_return_parens_1_cu__Z2f1v
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "return_parens_1.cudafe1.stub.c"
#include "return_parens_1.cudafe1.stub.c"
# 1 "return_parens_1.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
