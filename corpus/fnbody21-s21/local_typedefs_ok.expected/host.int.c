# 1 "local_typedefs_ok.ii"
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
# 1 "local_typedefs_ok.cu"
template< class T> T e1(T x) { typedef T U; U y = x; return y; } 
# 2
template< class T> int e2(T x) { typedef int I; I y = 1; return y; } 
# 3
int e3(int x) { typedef int I; I y = x; return y; } 
# 4
template< class T> T e5(T x) { if (x) { typedef T *P; typedef const T V; V v = x; return v; }  return x; } 
# 5
int e6(int x) { 
# 6
int a = x; 
# 7
typedef unsigned long UL; 
# 8
UL b = a; 
# 9
typedef const UL CUL; 
# 10
CUL c = b; 
# 11
return (int)c; 
# 12
} 
# 13
int main() { return e3(1) + e6(2); } 

# 1 "local_typedefs_ok.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__97e32242_20_local_typedefs_ok_cu__Z2e3i
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "local_typedefs_ok.cudafe1.stub.c"
#include "local_typedefs_ok.cudafe1.stub.c"
# 1 "local_typedefs_ok.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
