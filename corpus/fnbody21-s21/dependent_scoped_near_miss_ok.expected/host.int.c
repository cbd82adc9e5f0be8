# 1 "dependent_scoped_near_miss_ok.ii"
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
# 1 "dependent_scoped_near_miss_ok.cu"
template< class T> struct consts { static T pi() { return (T)3; } static const int n = 4; }; 
# 2
struct W { static const int n = 2; }; 
# 3
template< class T> T d1(T x) { return x * consts< int> ::pi(); } 
# 4
template< class T> int d2(T x) { int d = consts< long> ::n; return d + consts< char> ::n; } 
# 5
template< class T> int d3(T x) { return T::n; } 
# 6
int main() { return d2(1) + d3(W()); } 

# 1 "dependent_scoped_near_miss_ok.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__a53032f1_32_dependent_scoped_near_miss_ok_cu_main
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "dependent_scoped_near_miss_ok.cudafe1.stub.c"
#include "dependent_scoped_near_miss_ok.cudafe1.stub.c"
# 1 "dependent_scoped_near_miss_ok.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
