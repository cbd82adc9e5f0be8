# 1 "using_then_template_ok.ii"
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
# 1 "/usr/include/cufe-t2.h" 3
double acos(double); 
# 2
namespace std { 
# 3
using ::acos;
# 4
template< class _Tp> struct __is_integer { enum { __value}; }; 
# 5
template<> struct __is_integer< int>  { enum { __value = 1}; }; 
# 6
template< bool , class > struct __enable_if { }; 
# 7
template< class _Tp> struct __enable_if< true, _Tp>  { typedef _Tp __type; }; 
# 8
template< class _Tp> constexpr typename __enable_if< __is_integer< _Tp> ::__value, double> ::__type 
# 10
acos(_Tp __x) { return acos((double)__x); } 
# 11
float acos(float); 
# 12
}
# 3 "a.cu"
int k(int a) { return a; } 

# 1 "using_then_template_ok.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__743d9969_25_using_then_template_ok_cu__Z1ki
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "using_then_template_ok.cudafe1.stub.c"
#include "using_then_template_ok.cudafe1.stub.c"
# 1 "using_then_template_ok.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
