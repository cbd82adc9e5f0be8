# 1 "is_constant_evaluated_ok.ii"
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
# 1 "is_constant_evaluated_ok.cu"
namespace std { 
# 3
constexpr bool __is_constant_evaluated() noexcept 
# 4
{ 
# 5
return __builtin_is_constant_evaluated(); 
# 6
} 
# 7
}
# 8
constexpr int pick() { return __builtin_is_constant_evaluated() ? 1 : 2; } 
# 9
int runtime() { return pick() + (std::__is_constant_evaluated() ? 10 : 20); } 

# 1 "is_constant_evaluated_ok.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__d22078c4_27_is_constant_evaluated_ok_cu_ade3c9c1
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "is_constant_evaluated_ok.cudafe1.stub.c"
#include "is_constant_evaluated_ok.cudafe1.stub.c"
# 1 "is_constant_evaluated_ok.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
