# 1 "operator_precedence.ii"
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
# 1 "operator_precedence.cu"
static_assert(((2 + (3 * 4)) == 14), "");
# 2
static_assert((((10 - 4) - 3) == 3), "");
# 3
static_assert(((1 << (2 + 1)) == 8), "");
# 4
static_assert((((6 & 3) | (8 ^ 1)) == 11), "");
# 5
static_assert((((1 < 2) == 1) == (true)), "");
# 6
static_assert(((true ? 1 : ((0) ? 2 : 3)) == 1), "");
# 7
static_assert((((1, 2), 3) == 3), "");
# 8
static_assert(((((-7) / 2) == (-3)) && (((-7) % 2) == (-1))), "");
# 9
static_assert((((!(0)) + (~0)) == 0), "");
# 10
static_assert(((sizeof(char) + (sizeof(int) * (2))) == (9)), "");

# 1 "operator_precedence.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__c3468209_22_operator_precedence_cu_xxxxxxxx_PID
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "operator_precedence.cudafe1.stub.c"
#include "operator_precedence.cudafe1.stub.c"
# 1 "operator_precedence.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
