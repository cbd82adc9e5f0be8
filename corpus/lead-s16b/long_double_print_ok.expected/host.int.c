# 1 "long_double_print_ok.ii"
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
# 1 "long_double_print_ok.cu"
long double x = (0.1L); 
# 2
long double x2 = (2.7182818284590452354L); 
# 3
constexpr double y = ((double)(0.1L)); 
# 4
constexpr long double z = ((0.1L) * (3)); 
# 5
static_assert(((0.1L) != ((0.1))), "extended precision");
# 6
static_assert((((double)(0.1L)) == (0.1)), "rounded once to double");
# 7
static_assert((((0.1L) * (10)) == (1.0L)), "");
# 8
static_assert(((((1.0L) / (3)) * (3)) == (1.0L)), "");
# 9
static_assert((((long long)(9.223372036854775807E18L)) == (9223372036854775807LL - (0))), "64-bit significand");
# 10
static_assert((__builtin_isinf((1.0E4000L)) == 0), "in range for long double");
# 11
constexpr long double w = (1.0E4000L); 
# 12
double arr[(int)((1.5L) * (2))]; 
# 13
long double f() { return (0.3L) + x; } 
# 14
long double g = (-(1.5E-7L)), h = (1.23456789125E8L), k = (0.0L), m = (12.0L); 
# 15
constexpr double y2 = y; 
# 16
static_assert((y2 == (0.1)), "read through a const double");
# 17
constexpr const float cf = (y2); 
# 18
constexpr int ci = (cf * (10)); 
# 19
static_assert((ci == 1), "");

# 1 "long_double_print_ok.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__24008dae_23_long_double_print_ok_cu_x
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "long_double_print_ok.cudafe1.stub.c"
#include "long_double_print_ok.cudafe1.stub.c"
# 1 "long_double_print_ok.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
