# 1 "dependent_conditional_ok.ii"
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
# 1 "dependent_conditional_ok.cu"
int g(int); 
# 2
template< class T> int f1(T x) { return (x != 0) ? 4 : 2; } 
# 3
template< class T> int f2(T x) { return (x) ? 4 : 2; } 
# 4
template< class T> T f3(T x, T y) { return (x < y) ? x : y; } 
# 5
template< class T> T f4(T x, T y) { return (x < y) ? x + 1 : (y - 1); } 
# 6
template< class T> bool f5(T x) { bool b = (x > 0) ? true : false; return b; } 
# 7
template< class T> T f6(T x, int n) { return (n) ? x : (-x); } 
# 8
template< class T> T f7(T x, T y) { return (x) ? (y) ? 1 : 2 : ((y) ? 3 : 4); } 
# 9
template< class T> int f8(T x) { return (x > 1) ? g(x) : (g(2) + 1); } 
# 10
template< class T> T f9(T x, T y) { return ((x) ? y : x) + 1; } 
# 11
template< class T> T f10(T x, T y) { T r; r = ((x < y) ? x : y); return r; } 
# 12
int use(int a) { return (a) ? 1 : 2; } 

# 1 "dependent_conditional_ok.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__0e7b4938_27_dependent_conditional_ok_cu__Z3usei
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "dependent_conditional_ok.cudafe1.stub.c"
#include "dependent_conditional_ok.cudafe1.stub.c"
# 1 "dependent_conditional_ok.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
