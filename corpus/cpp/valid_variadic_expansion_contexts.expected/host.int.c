# 1 "valid_variadic_expansion_contexts.ii"
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
# 1 "valid_variadic_expansion_contexts.cu"
template< class ...Ts> struct TypeList { static const unsigned long size = sizeof...(Ts); }; 
# 2
template< class T> struct Holder { T v; Holder(T x) : v(x) { } }; 
# 3
template< class ...Ts> struct Multi : public Holder< Ts> ... { 
# 4
Multi(Ts ...xs) : Holder< Ts> (xs)... { } 
# 5
using List = TypeList< Ts..., void> ; 
# 6
}; 
# 7
template< class ...Ts> int count_nonzero(Ts ...xs) { int arr[] = {0, (xs != 0)...}; int c = 0; for (int v : arr) { c += v; }  return c; } 
# 8
static_assert((Multi< int, char> ::List::size == (3)), "");
# 9
int run() { Multi< int, char, long>  m(1, 'a', 2L); return ((static_cast< Holder< char>  &>(m)).v) + count_nonzero(0, 1, 2, 0); } 

# 1 "valid_variadic_expansion_contexts.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__6e0d7fc9_36_valid_variadic_expansion_contexts_cu__Z3runv
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "valid_variadic_expansion_contexts.cudafe1.stub.c"
#include "valid_variadic_expansion_contexts.cudafe1.stub.c"
# 1 "valid_variadic_expansion_contexts.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
