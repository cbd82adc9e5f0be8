# 1 "constexpr_inline_vars_ok.ii"
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
# 1 "constexpr_inline_vars_ok.cu"
constexpr inline int k = 3; 
# 2
constexpr inline long kl = (4); 
# 3
constexpr int plain = 5; 
# 4
namespace ns { 
# 5
constexpr inline double pi = (3.5); 
# 6
}
# 7
struct S { 
# 8
static constexpr inline int m = 2; 
# 9
static constexpr inline int n = 7; 
# 10
}; 
# 11
int use() { return ((((k + ((int)kl)) + plain) + ((int)ns::pi)) + S::m) + S::n; } 

# 1 "constexpr_inline_vars_ok.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__0849c01d_27_constexpr_inline_vars_ok_cu__Z3usev
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "constexpr_inline_vars_ok.cudafe1.stub.c"
#include "constexpr_inline_vars_ok.cudafe1.stub.c"
# 1 "constexpr_inline_vars_ok.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
