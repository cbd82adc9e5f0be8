# 1 "partial_spec_context_sys.ii"
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
# 1 "/usr/include/ps.h" 3
namespace std { 
# 2
struct __true_type { }; 
# 3
struct __false_type { }; 
# 4
template< class , class > 
# 5
struct __are_same { enum { __value}; typedef __false_type __type; }; 
# 6
template< class _Tp> 
# 7
struct __are_same< _Tp, _Tp>  { enum { __value = 1}; typedef __true_type __type; }; 
# 8
}
# 2 "partial_spec_context_sys.cu"
int x; 

# 1 "partial_spec_context_sys.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__ac772d4e_27_partial_spec_context_sys_cu_xxxxxxxx_PID
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "partial_spec_context_sys.cudafe1.stub.c"
#include "partial_spec_context_sys.cudafe1.stub.c"
# 1 "partial_spec_context_sys.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
