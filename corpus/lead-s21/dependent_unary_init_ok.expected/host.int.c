# 1 "dependent_unary_init_ok.ii"
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
# 4
template< class T> void f(T x, T *px) { int a = (~x); int b = (--x); int c = (x--); int i = (-x); bool n = (!x); T e = (~x); T g = (!x); T h = (++x); T j = (-x); int o = (-x); T *p = (&x); T q = *px; int r = *px; int s = (-(*px)); } 
# 5
template< class T> int g(T x) { int k; k = (-x); return -x; } 
# 6
void h(int x) { int i = -x; bool b = !x; int c = x++; int *p = &x; } 

# 1 "dependent_unary_init_ok.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__eea8aa78_26_dependent_unary_init_ok_cu__Z1hi
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "dependent_unary_init_ok.cudafe1.stub.c"
#include "dependent_unary_init_ok.cudafe1.stub.c"
# 1 "dependent_unary_init_ok.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
