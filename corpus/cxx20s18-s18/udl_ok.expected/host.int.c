# 1 "udl_ok.ii"
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
# 1 "udl_ok.cu"
unsigned long long operator ""_kb(unsigned long long v) { return v * (1024); } 
# 2
constexpr unsigned long long operator ""_mb(unsigned long long v) { return (v * (1024)) * (1024); } 
# 3
long double operator ""_f(long double v) { return v; } 
# 4
const char *operator ""_s(const char *p, __decltype((sizeof 0)) n) { return p; } 
# 5
char operator ""_c(char c) { return c; } 
# 6
unsigned long long n = 4_kb; 
# 7
static_assert(((2_mb) == (2097152)), "");
# 8
static_assert(((16_mb) == 16777216ULL), "");
# 9
int use() { return (3_kb) + (1); } 

# 1 "udl_ok.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__cf25c376_9_udl_ok_cu_a39634da
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "udl_ok.cudafe1.stub.c"
#include "udl_ok.cudafe1.stub.c"
# 1 "udl_ok.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
