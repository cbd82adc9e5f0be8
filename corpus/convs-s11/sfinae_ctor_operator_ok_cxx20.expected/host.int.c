# 1 "sfinae_ctor_operator_ok_cxx20.ii"
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
# 1 "/usr/include/convs_ec.h" 3
namespace N { 
# 2
template< bool B, class T = void> struct enable_if { }; 
# 3
template< class T> struct enable_if< true, T>  { typedef T type; }; 
# 4
struct Cat { bool operator<(const Cat &) const noexcept; }; 
# 5
template< class T> struct is_ec { static const bool value = false; }; 
# 6
struct EC { 
# 7
EC(int, const Cat &); 
# 8
template< class E, class  = typename enable_if< is_ec< E> ::value> ::type> EC(E e); 
# 10
}; 
# 11
bool operator<(const EC &, const EC &); 
# 12
}
# 2 "sfinae_ctor_operator_ok.cu"
bool f(const N::Cat &a, const N::Cat &b) { return (a < b); } 

# 1 "sfinae_ctor_operator_ok_cxx20.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__fabd3e67_32_sfinae_ctor_operator_ok_cxx20_cu_2064e1c9
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "sfinae_ctor_operator_ok_cxx20.cudafe1.stub.c"
#include "sfinae_ctor_operator_ok_cxx20.cudafe1.stub.c"
# 1 "sfinae_ctor_operator_ok_cxx20.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
