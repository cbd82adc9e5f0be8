# 1 "dependent_calls_ok.ii"
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
# 1 "dependent_calls_ok.cu"
int g(int); 
# 2
int g2(int, double); 
# 3
double g2(double, double); 
# 4
template< class T> T twice(T x) { return x + x; } 
# 5
template< class T> int f3(T t) { return g(t.c()); } 
# 6
template< class T> int f7(T t) { return g(t) + (g2(t, (1.5)) * 2); } 
# 7
template< class T> T f8(T x, T y) { return twice(x) + twice(y * 2); } 
# 8
template< class T> void f9(T x) { g(x); twice(x); } 
# 9
int h(int a) { return twice(a); } 

# 1 "dependent_calls_ok.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__404f025a_21_dependent_calls_ok_cu__Z1hi
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "dependent_calls_ok.cudafe1.stub.c"
#include "dependent_calls_ok.cudafe1.stub.c"
# 1 "dependent_calls_ok.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
