# 1 "valid_default_args_and_overloads.ii"
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
# 1 "valid_default_args_and_overloads.cu"
int area(int w, int h); 
# 2
int area(int w, int h = 2); 
# 3
int area(int w = 3, int h); 
# 4
int area(int w, int h) { return w * h; } 
# 5
struct Cfg { int level = 1; }; 
# 6
int apply(Cfg c = {}, int bias = 0) { return (c.level) + bias; } 
# 7
int run() { return ((area() + area(5)) + apply()) + apply({4}, 1); } 

# 1 "valid_default_args_and_overloads.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__4717169e_35_valid_default_args_and_overloads_cu_562e3422
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "valid_default_args_and_overloads.cudafe1.stub.c"
#include "valid_default_args_and_overloads.cudafe1.stub.c"
# 1 "valid_default_args_and_overloads.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
