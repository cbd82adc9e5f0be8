# 1 "var_template_near_ok.ii"
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
# 1 "/usr/include/c++/12/x.h" 3
namespace std { 
# 2
template< class _Tp> struct is_void { static constexpr inline bool value = false; }; 
# 3
template< class _Tp> struct box { }; 
# 4
template< class _Tp> constexpr inline bool 
# 5
q_v = (std::template is_void< _Tp> ::value); 
# 6
template< class _Tp> constexpr inline bool 
# 7
c_v = (is_void< const _Tp> ::value); 
# 8
template< class _Tp> constexpr inline box< _Tp>  
# 9
b_v{}; 
# 10
template< class _Tp, class _Up> constexpr inline bool 
# 11
is_same_v = __is_same(_Tp, _Up); 
# 12
}
# 5 "var_template_near_ok.cu"
int main() { return 0; } 

# 1 "var_template_near_ok.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__ece20990_23_var_template_near_ok_cu_main
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "var_template_near_ok.cudafe1.stub.c"
#include "var_template_near_ok.cudafe1.stub.c"
# 1 "var_template_near_ok.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
