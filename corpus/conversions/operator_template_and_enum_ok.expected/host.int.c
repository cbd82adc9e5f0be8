# 1 "operator_template_and_enum_ok.ii"
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
# 1 "operator_template_and_enum_ok.cu"
template< class T> struct W { T v; }; 
# 2
template< class T> bool operator==(const W< T>  &a, const W< T>  &b) { return (a.v) == (b.v); } 
# 3
enum memory_order { relaxed, acquire, release, acq_rel}; 
# 4
memory_order failure_order(memory_order m) { return (m == (acq_rel)) ? acquire : ((m == (release)) ? relaxed : m); } 
# 5
bool same(W< int>  a, W< int>  b) { return (a == b); } 

# 1 "operator_template_and_enum_ok.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__0a6b934b_32_operator_template_and_enum_ok_cu_22d73b64
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "operator_template_and_enum_ok.cudafe1.stub.c"
#include "operator_template_and_enum_ok.cudafe1.stub.c"
# 1 "operator_template_and_enum_ok.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
