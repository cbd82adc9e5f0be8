# 1 "var_template_ok.ii"
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
typedef unsigned long size_t; 
# 3
template< class _Tp> struct is_void { static constexpr inline bool value = false; }; 
# 4
template< class ..._Bn> struct __and_ { static constexpr inline bool value = true; }; 
# 5
template< class _Tp, unsigned _Idx> struct extent { static constexpr inline int value = 0; }; 
# 6
template< class _Tp> constexpr inline bool 
# 7
is_void_v = (is_void< _Tp> ::value); 
# 8
template< class ..._Bn> constexpr inline bool 
# 9
__and_v = (__and_< _Bn...> ::value); 
# 10
template< class _Tp, unsigned _Idx = 0U> constexpr inline size_t 
# 11
extent_v = (extent< _Tp, _Idx> ::value); 
# 12
template< class _Tp> constexpr inline bool 
# 13
__is_pair = false; 
# 14
template< class _Tp> constexpr int __zero = 0; 
# 15
}
# 5 "var_template_ok.cu"
int main() { return 0; } 

# 1 "var_template_ok.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__35d50d47_18_var_template_ok_cu_main
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "var_template_ok.cudafe1.stub.c"
#include "var_template_ok.cudafe1.stub.c"
# 1 "var_template_ok.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
