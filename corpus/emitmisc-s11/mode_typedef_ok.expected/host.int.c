# 1 "mode_typedef_ok.ii"
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
# 1 "/usr/include/mt_types.h" 3
typedef unsigned char mt_u8 __attribute((__mode__(__QI__))); 
# 2
typedef long mt_ptr __attribute((__mode__(__pointer__))); 
# 3
typedef unsigned mt_u32 __attribute((__mode__(__SI__))); 
# 2 "mode_typedef_ok.cu"
typedef short u_i16 __attribute((mode(HI))); 
# 3
typedef unsigned long u_u64 __attribute((__mode__(__DI__))); 
# 4
mt_u8 a = (1); 
# 5
mt_ptr p = (0); 
# 6
u_i16 s = (2); 
# 7
int f(u_u64 x, mt_u32 y) { return (int)((x + y) + sizeof(u_i16)); } 

# 1 "mode_typedef_ok.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__32234ae2_18_mode_typedef_ok_cu_a
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "mode_typedef_ok.cudafe1.stub.c"
#include "mode_typedef_ok.cudafe1.stub.c"
# 1 "mode_typedef_ok.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
