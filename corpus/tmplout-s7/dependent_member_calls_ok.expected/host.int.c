# 1 "dependent_member_calls_ok.ii"
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
# 1 "dependent_member_calls_ok.cu"
struct S { int used() const; int m; }; 
# 2
template< class T> void f0(T t) { t.foo(); } 
# 3
template< class T> int f1(T t) { return t.a() + 1; } 
# 4
template< class T> void f2(T *p, int n) { p->b(n, (2.5F)); } 
# 5
template< class T> int f4(T t) { return t.size(); } 
# 6
template< class T> int f6(T t, int k) { return t.get(k, 'c') * k; } 
# 7
int h(S s) { return (s.used() + 1) + (s.m); } 

# 1 "dependent_member_calls_ok.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__a3cde750_28_dependent_member_calls_ok_cu__Z1h1S
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "dependent_member_calls_ok.cudafe1.stub.c"
#include "dependent_member_calls_ok.cudafe1.stub.c"
# 1 "dependent_member_calls_ok.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
