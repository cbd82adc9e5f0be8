# 1 "sys_extern_c_block_ok.ii"
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
# 1 "/usr/include/hs_stdlib.h" 3
extern "C" {
# 2
typedef unsigned long size_t; 
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
# 3
extern int hs_abs(int __x) noexcept(true) __attribute((const)); 
# 4
extern void *hs_alloc(size_t __n) noexcept(true) __attribute((__malloc__)); 
# 5
extern int hs_count; 
# 6
static inline int hs_twice(int __x) { return __x + __x; } 
# 7
}
# 2 "sys_extern_c_block_ok.cu"
int use(int x) { return hs_abs(x) + hs_twice(hs_count); } 

# 1 "sys_extern_c_block_ok.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__acb856b1_24_sys_extern_c_block_ok_cu__Z3usei
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "sys_extern_c_block_ok.cudafe1.stub.c"
#include "sys_extern_c_block_ok.cudafe1.stub.c"
# 1 "sys_extern_c_block_ok.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
