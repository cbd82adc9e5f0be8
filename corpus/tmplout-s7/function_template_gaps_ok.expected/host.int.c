# 1 "function_template_gaps_ok.ii"
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
# 1 "function_template_gaps_ok.cu"
template< class T> void f(T t) { t.foo(); } 
# 2
template< class T, class U> T convert(U u) { return (T)u; } 
# 3
template< class T> T loc(T x) { T y = x * x; return y; } 
# 4
template< class T> static inline int e3(int n) { return n; } 
# 5
int use(double d) { return convert< int> (d) + loc(1); } 

# 1 "function_template_gaps_ok.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__c8b45ee6_28_function_template_gaps_ok_cu__Z3used
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "function_template_gaps_ok.cudafe1.stub.c"
#include "function_template_gaps_ok.cudafe1.stub.c"
# 1 "function_template_gaps_ok.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
