# 1 "prelude_tparam_value_default_ok.ii"
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
# 1 "/usr/include/p.h" 3
struct yes { }; struct no { }; 
# 2
template< bool B, class T = void> struct enable_if { }; 
# 3
template< class T> struct enable_if< true, T>  { typedef T type; }; 
# 4
template< class T, class  = typename enable_if< (T::size > 2)> ::type> yes f(T) { return yes(); } 
# 5
template< class T, class  = typename enable_if< T::size <= 2> ::type> no f(T) { return no(); } 
# 6
struct K { 
# 7
static constexpr int g() { return 3; } 
# 8
template< class T, class  = typename enable_if< (T::size > g())> ::type> static yes h(T) { return yes(); } 
# 9
}; 
# 2 "prelude_tparam_value_default_ok.cu"
struct A { static constexpr inline int size = 4; }; struct B { static constexpr inline int size = 1; }; 
# 3
void use() { yes a = f(A()); no b = f(B()); yes c = K::h(A()); } 

# 1 "prelude_tparam_value_default_ok.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__bb2bc3ad_34_prelude_tparam_value_default_ok_cu__Z3usev
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "prelude_tparam_value_default_ok.cudafe1.stub.c"
#include "prelude_tparam_value_default_ok.cudafe1.stub.c"
# 1 "prelude_tparam_value_default_ok.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
