# 1 "sys_device_template_decl_def_ok.ii"
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
# 1 "/usr/include/dt_runtime.h" 3
typedef unsigned long size_t; 
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
# 2
extern "C" __attribute__((unused)) int dt_set(void * p, const void * v, size_t n); 
# 3
template< class T> __attribute__((unused)) static inline int dt_alloc(T ** p, size_t n); 
# 4
template< class T> __attribute__((unused)) static inline int 
# 5
dt_set_param(void *p, const T &value) 
# 6
{int volatile ___ = 1;(void)p;(void)value;
# 8
::exit(___);}
#if 0
# 6
{ 
# 7
return dt_set(p, &value, sizeof(T)); 
# 8
} 
#endif
# 2 "sys_device_template_decl_def_ok.cu"
__attribute__((visibility("hidden"))) void k(int *p) ;
#if 0
# 2
{ dt_set_param(p, 3); } 
#endif
# 3 "sys_device_template_decl_def_ok.cu"
int main() { return 0; } 

# 1 "sys_device_template_decl_def_ok.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__8d8797be_34_sys_device_template_decl_def_ok_cu__Z1kPi
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "sys_device_template_decl_def_ok.cudafe1.stub.c"
#include "sys_device_template_decl_def_ok.cudafe1.stub.c"
# 1 "sys_device_template_decl_def_ok.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
