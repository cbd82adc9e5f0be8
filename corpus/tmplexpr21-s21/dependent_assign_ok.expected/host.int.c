# 1 "dependent_assign_ok.ii"
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
# 1 "dependent_assign_ok.cu"
int g(int); 
# 2
template< class T> void a1(T x, T y) { x = y; x += y; x *= 2; x = (y + 1); } 
# 3
template< class T> void a2(T *p, T *q) { (*p) = (*q); (*p) += 1; } 
# 4
template< class T> T a3(T x, int n) { int i; for ((x = 0), (i = 0); i < n; ++i) { x += i; }  return x; } 
# 5
template< class T> int a4(T x) { int k = 0; k = x; k += x; return k; } 
# 6
template< class T> T a5(T x) { return (x = 1), (x + 2); } 
# 7
template< class T> T a6(T x) { x <<= 2; x |= 1; x -= 3; x /= 2; x %= 5; x &= 7; x ^= 1; x >>= 1; return x; } 
# 8
template< class T> bool u1(T x, T y) { return !(x == y); } 
# 9
template< class T> T u2(T x, T y) { return -(x + y); } 
# 10
template< class T> T u3(T x, T y) { return ~(x | y); } 
# 11
template< class T> T u4(T *p) { return *(p + 1); } 
# 12
template< class T> T *u5(T *p) { return &(*p); } 
# 13
template< class T> bool u6(T x) { return !(!x); } 
# 14
template< class T> T u7(T x) { return -(-x); } 
# 15
template< class T> bool u8(T x) { return !((x) ? true : false); } 
# 16
template< class T> bool u9(T x, T y) { return (!(x < y)) && (!(y < x)); } 
# 17
int use(int a) { a += 1; return a; } 

# 1 "dependent_assign_ok.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__e0d7cd4c_22_dependent_assign_ok_cu__Z3usei
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "dependent_assign_ok.cudafe1.stub.c"
#include "dependent_assign_ok.cudafe1.stub.c"
# 1 "dependent_assign_ok.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
