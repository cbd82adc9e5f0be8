# 1 "param_scoped_members_ok.ii"
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
# 1 "param_scoped_members_ok.cu"
struct W { static const int n = 2; static int f(int) { return 1; } struct S { static const int z = 1; }; }; 
# 2
template< class T> int d3(T x) { return T::n; } 
# 3
template< class T> int d4(T x) { return T::f(3) + T::n; } 
# 4
template< class T> int d5(T x) { int d = (T::n); return d; } 
# 5
template< class T> int d6(T x) { return T::S::z; } 
# 6
template< class T> int d7(T x) { int d = T::f(1); return d * T::S::z; } 
# 7
int main() { return d3(W()) + d4(W()); } 

# 1 "param_scoped_members_ok.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__64ce2ee3_26_param_scoped_members_ok_cu_main
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "param_scoped_members_ok.cudafe1.stub.c"
#include "param_scoped_members_ok.cudafe1.stub.c"
# 1 "param_scoped_members_ok.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
