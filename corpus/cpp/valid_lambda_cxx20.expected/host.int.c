# 1 "valid_lambda_cxx20.ii"
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
# 1 "valid_lambda_cxx20.cu"
struct Widget { 
# 2
int v = 4; 
# 3
int run() { auto l = [=, this]< class T> (T k) { return (v) * ((int)k); } ; typedef decltype(l) __T0;return l((2.0)); } 
# 4
}; 
# 5
using Cmp = __decltype(([](int a, int b) { return a < b; } )); 
# 6
bool less(int a, int b) { Cmp c; return c(a, b); } 

# 1 "valid_lambda_cxx20.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__bebd9115_21_valid_lambda_cxx20_cu_52a01333
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "valid_lambda_cxx20.cudafe1.stub.c"
#include "valid_lambda_cxx20.cudafe1.stub.c"
# 1 "valid_lambda_cxx20.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
