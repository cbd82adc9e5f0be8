# 1 "default_args_ok.ii"
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
# 1 "/usr/include/fake_defaults.h" 3
enum Kind { K0, K1}; 
# 2
extern int f(unsigned x = 0, long y = 1, double z = 2, int w = 3, int v = 1 + 2, unsigned u = 1 + 2, char c = 65, unsigned long long q = 0, float fl = (1.0), bool b = 0, int neg = -1, Kind k = K1); 
# 3
static inline double g(double a, double b, Kind mode = K0); 
# 4
static inline double g(double a, double b, Kind mode) { return a; } 
# 7 "default_args_ok.cu"
int main() { return 0; } 

# 1 "default_args_ok.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__2ce9c50c_18_default_args_ok_cu_main
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "default_args_ok.cudafe1.stub.c"
#include "default_args_ok.cudafe1.stub.c"
# 1 "default_args_ok.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
