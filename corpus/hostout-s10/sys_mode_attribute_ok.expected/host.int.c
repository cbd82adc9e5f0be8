# 1 "sys_mode_attribute_ok.ii"
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
# 1 "/usr/include/hs_types.h" 3
typedef signed char hs_int8 __attribute((__mode__(__QI__))); 
# 2
typedef short hs_int16 __attribute((__mode__(__HI__))); 
# 3
typedef long hs_register_t __attribute((__mode__(__word__))); 
# 4
typedef unsigned long hs_u64 __attribute((__mode__(__DI__))); 
# 2 "sys_mode_attribute_ok.cu"
hs_register_t r = (1); 
# 3
hs_u64 big = (2); 
# 4
int sizes() { return (int)(sizeof(hs_int8) + sizeof(hs_int16)); } 

# 1 "sys_mode_attribute_ok.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__e3b09335_24_sys_mode_attribute_ok_cu_r
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "sys_mode_attribute_ok.cudafe1.stub.c"
#include "sys_mode_attribute_ok.cudafe1.stub.c"
# 1 "sys_mode_attribute_ok.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
