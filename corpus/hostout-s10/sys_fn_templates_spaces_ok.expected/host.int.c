# 1 "sys_fn_templates_spaces_ok.ii"
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
# 1 "/usr/include/hs_runtime.h" 3
typedef unsigned long size_t; 
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
# 2
extern "C" int hs_malloc(void ** p, size_t n); 
# 3
template< class T> static inline int hs_typed_malloc(T **p, size_t n) { return ::hs_malloc((void **)((void *)p), n); } 
# 4
template< class T> static inline T hs_max(T a, T b) { return (a < b) ? b : a; } 
# 5
template< class T> __attribute__((unused)) static inline T hs_dev_twice(T a) {int volatile ___ = 1;(void)a;::exit(___);}
#if 0
# 5
{ return a + a; } 
#endif
# 2 "sys_fn_templates_spaces_ok.cu"
__attribute__((visibility("hidden"))) void k(int *p) ;
#if 0
# 2
{ (*p) = hs_max(*p, 1); } 
#endif
# 3 "sys_fn_templates_spaces_ok.cu"
int h(int **p) { return hs_typed_malloc(p, 4) + hs_max(1, 2); } 

# 1 "sys_fn_templates_spaces_ok.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__2ccf3ed5_29_sys_fn_templates_spaces_ok_cu__Z1kPi
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "sys_fn_templates_spaces_ok.cudafe1.stub.c"
#include "sys_fn_templates_spaces_ok.cudafe1.stub.c"
# 1 "sys_fn_templates_spaces_ok.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
