# 1 "static_member_def_ok.ii"
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
template< class _Value> 
# 4
struct __traits { 
# 6
static const int __digits = (sizeof(_Value) * (8)); 
# 7
static const bool __is_signed = true; 
# 8
}; 
# 10
template< class _Value> const int __traits< _Value> ::__digits; 
# 13
template< class _Value> const bool __traits< _Value> ::__is_signed; 
# 16
template< size_t _Len, class ..._Types> 
# 17
struct au { 
# 19
static const size_t alignment_value = _Len; 
# 20
}; 
# 22
template< size_t _Len, class ..._Types> const size_t au< _Len, _Types...> ::alignment_value; 
# 24
}
# 5 "static_member_def_ok.cu"
int main() { return 0; } 

# 1 "static_member_def_ok.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__278d82ea_23_static_member_def_ok_cu_main
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "static_member_def_ok.cudafe1.stub.c"
#include "static_member_def_ok.cudafe1.stub.c"
# 1 "static_member_def_ok.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
