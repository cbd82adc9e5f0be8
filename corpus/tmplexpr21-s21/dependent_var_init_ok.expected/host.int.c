# 1 "dependent_var_init_ok.ii"
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
# 1 "dependent_var_init_ok.cu"
int g(int); 
# 2
template< class T> T v1(T x, int n) { T a = (1); T b = x; T c = (1 + 2); T d = n; T e = ((1.5)); T f = g(1); T h = (-1); T i = ('c'); T j = n + 1; return a; } 
# 3
template< class T> T v2(T x) { int k = 1; long l = (2); T *p = (&x); return x; } 
# 4
int use() { return 0; } 

# 1 "dependent_var_init_ok.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__7db6c677_24_dependent_var_init_ok_cu__Z3usev
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "dependent_var_init_ok.cudafe1.stub.c"
#include "dependent_var_init_ok.cudafe1.stub.c"
# 1 "dependent_var_init_ok.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
