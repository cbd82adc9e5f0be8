# 1 "value_dependent_forms_ok.ii"
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
# 1 "value_dependent_forms_ok.cu"
struct S { int v; }; 
# 2
template< int N> int f1() { if (N > 0) { return N; }  return N + 1; } 
# 3
template< int N> int f2() { bool r = (N < 4); int k = (N * 2); return r ? k : N; } 
# 4
template< class T> int f3() { if constexpr (sizeof(T) == (4)) { return 1; }  bool b = (sizeof(T) < (8)); return b; } 
# 5
template< int N> struct A { static const int v = (N + 1); static constexpr inline bool w = ((N == 2) || (N > 5)); int m() { return N << 1; } }; 
# 6
template< int N> long f5() { long x = (1); unsigned u = ((N) + 1U); int y = (-N); int z = ((N) ? 1 : 2); bool q = (!(N)); return (((x + u) + y) + z) + q; } 
# 7
template< int N> int f6(int a) { return (a * N) + (N - 1); } 
# 8
template< unsigned N> bool f7() { return (N > (3)) && (N < (10)); } 
# 9
int g() { return ((((f1< 1> () + f2< 2> ()) + f3< int> ()) + ((int)f5< 3> ())) + f6< 2> (1)) + (f7< 4U> ()); } 
# 10
template< int N> long f8(long a, unsigned b) { if (N) { return a + (N); }  return b * (N); } 
# 11
template< int N> void f9(long &r) { r += (N); } 
# 12
long h() { long r = (0); f9< 1> (r); return f8< 1> (1, 2) + r; } 

# 1 "value_dependent_forms_ok.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__7f2e1cf4_27_value_dependent_forms_ok_cu__Z1gv
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "value_dependent_forms_ok.cudafe1.stub.c"
#include "value_dependent_forms_ok.cudafe1.stub.c"
# 1 "value_dependent_forms_ok.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
