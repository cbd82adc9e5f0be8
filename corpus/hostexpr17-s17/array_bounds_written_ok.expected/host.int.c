# 1 "array_bounds_written_ok.ii"
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
# 1 "array_bounds_written_ok.cu"
constexpr int N = 4; 
# 2
const unsigned M = 2U; 
# 3
float a[N]; 
# 4
int b[2U]; 
# 5
long c[N * 2]; 
# 6
int (*p)[N] = (nullptr); 
# 7
int d[M][N]; 
# 8
int (*pp)[(N * 2) - 4] = (nullptr); 
# 9
int *q = (nullptr); 
# 10
struct T { 
# 11
float m[N]; 
# 12
char n[3U]; 
# 13
}; 
# 14
T t; 
# 15
int sum() { return b[1]; } 

# 1 "array_bounds_written_ok.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__64af904e_26_array_bounds_written_ok_cu_p
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "array_bounds_written_ok.cudafe1.stub.c"
#include "array_bounds_written_ok.cudafe1.stub.c"
# 1 "array_bounds_written_ok.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
