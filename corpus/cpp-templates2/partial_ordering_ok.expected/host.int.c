# 1 "partial_ordering_ok.ii"
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
# 1 "a.cu"
template< class T> void f(T); 
# 2
template< class T> int f(T *); 
# 3
template< class T> int f(const T *); 
# 4
int g(int *p, const int *q) { return f(p) + f(q); } 
# 5
template< class T> void h(T, T); 
# 6
template< class T> int h(T *, T *); 
# 7
int u(long *a, long *b) { return h(a, b); } 
# 8
template< class T> struct W { T v; }; 
# 9
template< class T> void w(T); 
# 10
template< class T> int w(W< T> ); 
# 11
int z(W< int>  x) { return w(x); } 

# 1 "partial_ordering_ok.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__75dc3b1e_22_partial_ordering_ok_cu_a183f2c3
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "partial_ordering_ok.cudafe1.stub.c"
#include "partial_ordering_ok.cudafe1.stub.c"
# 1 "partial_ordering_ok.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
