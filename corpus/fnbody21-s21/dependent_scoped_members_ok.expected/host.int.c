# 1 "dependent_scoped_members_ok.ii"
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
# 1 "dependent_scoped_members_ok.cu"
namespace lib { namespace in { 
# 2
template< class T> struct limits { static T eps() { return (T)1; } static const int digits = 24; struct S { static const int z = 1; }; }; 
# 3
}}
# 4
template< class T> struct consts { static T pi() { return (T)3; } static const int n = 4; }; 
# 5
template< class T, class U> struct two { static int v() { return 1; } }; 
# 6
template< class T> int use(T); 
# 7
template< class T> T a1(T x) { return x * consts< T> ::pi(); } 
# 8
template< class T> int a3(T x) { return use(consts< T> ::n) + consts< T> ::n; } 
# 9
template< class T> T a4(T x) { if (x < lib::in::template limits< T> ::eps()) { return lib::in::template limits< T> ::eps(); }  return x; } 
# 10
template< class T> int a5(T x) { int d = (lib::in::template limits< T> ::digits); return d; } 
# 11
template< class T> T a7(T x) { return consts< T> ::pi() + consts< T *> ::pi(); } 
# 12
template< class T> int b2(T x) { T d = consts< T> ::pi(); return 0; } 
# 13
template< class T> int b4(T x) { T d = (consts< T> ::n); return 0; } 
# 14
template< class T> int b7(T x) { const int d = (consts< T> ::n); return d; } 
# 15
template< class T> int c1(T x) { return ::lib::in::template limits< T> ::S::z; } 
# 16
template< class T> int c2(T x) { return two< T, int> ::v(); } 
# 17
template< class T> int c3(T x) { return two< const T &, lib::in::limits< T> > ::v(); } 
# 18
namespace lib { 
# 19
template< class T> int c4(T x) { return in::template limits< T> ::digits + lib::in::template limits< T> ::digits; } 
# 20
}
# 21
using namespace lib;
# 22
template< class T> int c5(T x) { return in::template limits< T> ::digits; } 
# 23
int main() { return a3(1) + c2(2); } 

# 1 "dependent_scoped_members_ok.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__f5731e7c_30_dependent_scoped_members_ok_cu_main
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "dependent_scoped_members_ok.cudafe1.stub.c"
#include "dependent_scoped_members_ok.cudafe1.stub.c"
# 1 "dependent_scoped_members_ok.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
