# 1 "restrict_ok.ii"
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
# 1 "restrict_ok.cu"
int *__restrict__ rp; 
# 2
int *__restrict__ rq; 
# 3
extern double strtod2(const char *__restrict__ nptr, char **__restrict__ endptr); 
# 4
void copy(int *__restrict__ a, const int *__restrict__ b, int n) { for (int i = 0; i < n; ++i) { (a[i]) = (b[i]); }  } 

# 1 "restrict_ok.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__ed6eb2f2_14_restrict_ok_cu_ace4a201
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "restrict_ok.cudafe1.stub.c"
#include "restrict_ok.cudafe1.stub.c"
# 1 "restrict_ok.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
