# 1 "return_parens_4.ii"
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
# 1 "ret.cu"
double f1() { return -53; } 
# 2
double f2() { return 53; } 
# 3
long f3() { return -5; } 
# 4
int f4() { return -5; } 
# 5
float f5(int x) { return -x; } 
# 6
double f6(int x) { return x + 1; } 
# 7
unsigned f7() { return 7; } 
# 8
char f8() { return -1; } 
# 9
bool f9() { return -1; } 
# 10
double f10() { double d = (-53); return d; } 

# 1 "return_parens_4.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__fd1d6796_18_return_parens_4_cu__Z2f1v
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "return_parens_4.cudafe1.stub.c"
#include "return_parens_4.cudafe1.stub.c"
# 1 "return_parens_4.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
