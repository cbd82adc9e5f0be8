# 1 "remark_unused_ok.ii"
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
# 4
static int counter; 
# 5
int ext_never_used; 
# 6
int bump() { return ++counter; } 
# 7
int f(int k) 
# 8
{ 
# 9
int a = 1; a++; 
# 10
int b = 2; b += k; 
# 11
int c = 3; int *p = &c; 
# 12
int d; d = k; bump(); 
# 13
return (*p) + d; 
# 14
} 

# 1 "remark_unused_ok.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__7985ab18_19_remark_unused_ok_cu__Z4bumpv
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "remark_unused_ok.cudafe1.stub.c"
#include "remark_unused_ok.cudafe1.stub.c"
# 1 "remark_unused_ok.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
