# 1 "valid_extern_c.ii"
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
# 1 "valid_extern_c.cu"
extern "C" {typedef unsigned long size_t; 
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
# 1
int cj = 1; void cf(int); }
# 2
extern "C" int ck; 
# 3
extern "C" {
# 5
typedef struct { int quot; int rem; } div_t; 
# 6
extern void ff(int) throw(); 
# 7
}
# 8
int v = 1; 

# 1 "valid_extern_c.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__fbdb3e7e_17_valid_extern_c_cu_cj
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "valid_extern_c.cudafe1.stub.c"
#include "valid_extern_c.cudafe1.stub.c"
# 1 "valid_extern_c.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
