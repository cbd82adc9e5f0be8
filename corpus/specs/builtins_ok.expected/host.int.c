# 1 "builtins_ok.ii"
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
# 1 "builtins_ok.cu"
inline unsigned short bs16(unsigned short x) { return __builtin_bswap16(x); } 
# 2
inline unsigned bs32(unsigned x) { return __builtin_bswap32(x); } 
# 3
double f(double x) { return (__builtin_fabs(x) + __builtin_sqrt(x)) + __builtin_copysign(x, x); } 
# 4
unsigned long n(const char *s) { return __builtin_strlen(s); } 

# 1 "builtins_ok.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__9e7d534f_14_builtins_ok_cu__Z1fd
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "builtins_ok.cudafe1.stub.c"
#include "builtins_ok.cudafe1.stub.c"
# 1 "builtins_ok.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
