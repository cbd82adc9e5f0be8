# 1 "fp_builtins_ok.ii"
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
# 1 "fp_builtins_ok.cu"
int fc(float x) { return __builtin_fpclassify(0, 1, 4, 3, 2, x); } 
# 2
int fd(double x) { return __builtin_fpclassify(0, 1, 4, 3, (2.0), x); } 
# 3
bool n1(float x) { return __builtin_isnan(x); } 
# 4
bool n2(long double x) { return (((__builtin_isinf(x)) || (__builtin_isfinite(x))) || (__builtin_isnormal(x))) || (__builtin_signbit(x)); } 
# 5
bool g1(double x, float y) { return (__builtin_isgreater(x, y)) && (__builtin_isless(x, y)) && (__builtin_isunordered(x, y)); } 
# 6
bool g2(double x) { return ((__builtin_islessequal(x)) || (__builtin_isgreaterequal())) || (__builtin_islessgreater(1, 2, 3)); } 
# 7
constexpr int k1 = __builtin_isnan((1.0)); 
# 8
static_assert((__builtin_isfinite((1.0)) == 1), "");
# 9
static_assert((__builtin_isnormal((1.0F)) == 1), "");
# 10
static_assert((__builtin_signbit(-(1.0)) != 0), "");
# 11
static_assert((!(__builtin_isinf((2.0)))), "");
# 12
int *p1 = (__builtin_isnan((1.0F))); 
# 13
double *p2 = (__builtin_signbit((1.0))); 

# 1 "fp_builtins_ok.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__e5d91b2f_17_fp_builtins_ok_cu__Z2fcf
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "fp_builtins_ok.cudafe1.stub.c"
#include "fp_builtins_ok.cudafe1.stub.c"
# 1 "fp_builtins_ok.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
