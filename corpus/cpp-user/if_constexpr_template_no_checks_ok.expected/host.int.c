# 1 "if_constexpr_template_no_checks_ok.ii"
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
# 3
__attribute__((unused)) int dev(int x) {int volatile ___ = 1;(void)x;::exit(___);}
#if 0
# 3
{ return x; } 
#endif
# 4 "if_constexpr_template_no_checks_ok.ii"
static int dv; 
# 5
template< bool B> int t1(int x) { if constexpr (B) { return dev(x); } else { return dev(x + 1); }  } 
# 6
template< bool B> int t3(int x) { if constexpr (false) { return dev(x); }  return 0; } 
# 7
template< bool B> int t4(int x) { if constexpr (true) { return dev(x); }  return 0; } 
# 8
template< bool B> int t5(int x) { if constexpr (B) { return dv; }  return 0; } 

# 1 "if_constexpr_template_no_checks_ok.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__ea5b56f4_37_if_constexpr_template_no_checks_ok_cu__Z3devi
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "if_constexpr_template_no_checks_ok.cudafe1.stub.c"
#include "if_constexpr_template_no_checks_ok.cudafe1.stub.c"
# 1 "if_constexpr_template_no_checks_ok.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
