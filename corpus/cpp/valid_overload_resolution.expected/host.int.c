# 1 "valid_overload_resolution.ii"
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
# 1 "valid_overload_resolution.cu"
template< int N> struct tag { char c[N]; }; 
# 2
tag< 1>  f(int); 
# 3
tag< 2>  f(long); 
# 4
tag< 3>  f(...); 
# 5
tag< 4>  g(int &); 
# 6
tag< 5>  g(const int &); 
# 7
tag< 6>  g(int &&); 
# 8
template< class T> tag< 7>  h(T); 
# 9
tag< 8>  h(int); 
# 10
static_assert((sizeof f('a') == (1)), "promotion to int");
# 11
static_assert((sizeof f(1L) == (2)), "");
# 12
static_assert((sizeof f("s") == (3)), "");
# 13
int lv = 0; 
# 14
const int clv = 0; 
# 15
static_assert(((sizeof g(lv) == (4)) && (sizeof g(clv) == (5)) && (sizeof g(1) == (6))), "");
# 16
static_assert(((sizeof h(1) == (8)) && (sizeof h((1.0)) == (7))), "");

# 1 "valid_overload_resolution.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__7213a55e_28_valid_overload_resolution_cu_lv
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "valid_overload_resolution.cudafe1.stub.c"
#include "valid_overload_resolution.cudafe1.stub.c"
# 1 "valid_overload_resolution.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
