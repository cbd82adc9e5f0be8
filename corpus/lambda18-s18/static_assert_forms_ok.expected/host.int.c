# 1 "static_assert_forms_ok.ii"
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
# 1 "static_assert_forms_ok.cu"
enum Color { Red, Green = 5, Blue}; 
# 2
constexpr int N = 4; 
# 3
constexpr int twice(int x) { return x * 2; } 
# 4
static_assert(((Blue) == 6), "");
# 5
static_assert((sizeof(int) == (4)), "int");
# 6
static_assert((((N + 1) > 4) && (N < 8)), "range");
# 7
static_assert((twice(N) == 8), "call");
# 8
static_assert((!(N == 3)), "not");
# 9
static_assert(true, "t");
# 10
static_assert((1), "one");
# 11
int use() { return N; } 

# 1 "static_assert_forms_ok.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__b45f5df2_25_static_assert_forms_ok_cu__Z3usev
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "static_assert_forms_ok.cudafe1.stub.c"
#include "static_assert_forms_ok.cudafe1.stub.c"
# 1 "static_assert_forms_ok.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
