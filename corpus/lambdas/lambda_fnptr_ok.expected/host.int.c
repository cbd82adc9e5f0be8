# 1 "lambda_fnptr_ok.ii"
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
# 1 "lambda_fnptr_ok.cu"
int apply(int (*fp)(int), int v) { return fp(v); } 
# 2
int run() 
# 3
{ 
# 4
int (*neg)(int) = [](int x) { return -x; } ; 
# 5
return apply([](int x) { return x * 3; } , 2) + neg(1); 
# 6
} 

# 1 "lambda_fnptr_ok.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__575f4c7e_18_lambda_fnptr_ok_cu_150ab6d2
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "lambda_fnptr_ok.cudafe1.stub.c"
#include "lambda_fnptr_ok.cudafe1.stub.c"
# 1 "lambda_fnptr_ok.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
