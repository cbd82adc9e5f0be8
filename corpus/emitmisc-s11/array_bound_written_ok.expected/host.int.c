# 1 "array_bound_written_ok.ii"
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
# 1 "array_bound_written_ok.cu"
const int N = 8; 
# 2
enum { M = 4}; 
# 3
int a1[N]; 
# 4
int a2[M]; 
# 5
int a3[N * 2]; 
# 6
int a4[N + 1]; 
# 7
int a5[sizeof(int)]; 
# 8
int a6[N][(M) + 1]; 
# 9
int a7[2 + 2]; 
# 10
int a8[4]; 
# 11
unsigned a9[(N / 2) - 1]; 
# 12
struct S { int m[N]; float f[(M) * (M)]; }; 
# 13
int f() { int loc[N + (M)]; (loc[0]) = 1; return loc[0]; } 
# 14
__attribute__((visibility("hidden"))) void k(float *x) ;
#if 0
# 14
{ __attribute__((unused)) static float cache[N]; (cache[0]) = (x[0]); (x[1]) = (cache[0]); } 
#endif
# 15 "array_bound_written_ok.cu"
static float ck[N + 1]; 
# 16
static int dk[M][N]; 
# 17
typedef int TA[N]; 
# 18
TA ta2[M]; 

# 1 "array_bound_written_ok.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__9a40dc23_25_array_bound_written_ok_cu__Z1fv
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "array_bound_written_ok.cudafe1.stub.c"
#include "array_bound_written_ok.cudafe1.stub.c"
# 1 "array_bound_written_ok.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
