# 1 "access_attr_sys.ii"
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
# 1 "/usr/include/acc.h" 3
extern "C" {
# 2
extern int rd(void * __s, const char * __p, unsigned long __n) noexcept(true) __attribute((__nonnull__(2))) __attribute((__access__(__read_only__ , 2 , 3 ))); 
# 3
extern void *al(unsigned long __alignment, unsigned long __size) noexcept(true) __attribute((__malloc__)) __attribute((__alloc_align__(1 ))); 
# 4
}

# 1 "access_attr_sys.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__fd8c26a6_18_access_attr_sys_cu_xxxxxxxx_PID
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "access_attr_sys.cudafe1.stub.c"
#include "access_attr_sys.cudafe1.stub.c"
# 1 "access_attr_sys.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
