# 1 "value_default_use_ok.ii"
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
struct false_type { typedef false_type type; }; 
# 3
template< class _Tp> struct is_arithmetic : public false_type { }; 
# 4
template< class _Tp, bool  = is_arithmetic< _Tp> ::value> 
# 5
struct __is_signed_helper : public false_type { 
# 6
}; 
# 7
template< class _Tp> 
# 8
struct is_signed : public __is_signed_helper< _Tp> ::type { 
# 10
}; 
# 11
template< class _Tp> 
# 12
struct is_signed2 : public __is_signed_helper< _Tp>  { 
# 14
}; 
# 15
}
# 5 "value_default_use_ok.cu"
int main() { return 0; } 

# 1 "value_default_use_ok.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__90c9cf8c_23_value_default_use_ok_cu_main
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "value_default_use_ok.cudafe1.stub.c"
#include "value_default_use_ok.cudafe1.stub.c"
# 1 "value_default_use_ok.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
