# 1 "valid_angle_brackets.ii"
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
# 1 "valid_angle_brackets.cu"
template< class T> struct W { T v; }; 
# 2
template< int N> struct I { static const int v = N; }; 
# 3
W< W< W< int> > >  deep; 
# 4
I< 1>  gt; 
# 5
I< 4>  sh; 
# 6
static_assert((I< 8> ::v == 8), "");
# 7
static_assert((((sh.v) == 4) && ((gt.v) == 1)), "");
# 8
int run() { return ((deep.v).v).v; } 

# 1 "valid_angle_brackets.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__2de8c56c_23_valid_angle_brackets_cu__Z3runv
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "valid_angle_brackets.cudafe1.stub.c"
#include "valid_angle_brackets.cudafe1.stub.c"
# 1 "valid_angle_brackets.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
