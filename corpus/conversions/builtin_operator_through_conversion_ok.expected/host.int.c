# 1 "builtin_operator_through_conversion_ok.ii"
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
# 1 "builtin_operator_through_conversion_ok.cu"
struct X { operator int() const; operator char *() const; }; 
# 2
int f(X x) { int a = x + 1; char d = x[1]; return a + d; } 
# 3
struct B { explicit operator bool() const; }; 
# 4
bool g(B b, B c) { bool t = b && c; bool u = !b; return (t || u) || (b || true); } 
# 5
struct L { operator long() const; operator float() const; }; 
# 6
long h(L l) { long r = l % (3); long s = l << 1; return r + s; } 
# 7
struct P { operator int *() const; }; 
# 8
int k(P p) { int v = *p; int w = p[2]; bool z = p == (nullptr); return (v + w) + z; } 
# 9
struct E { operator int() const; }; 
# 10
int m(E e) { int y = e + 1; int z = -e; return (y * z) + (e < 3); } 

# 1 "builtin_operator_through_conversion_ok.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__5bf93b53_41_builtin_operator_through_conversion_ok_cu__Z1f1X
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "builtin_operator_through_conversion_ok.cudafe1.stub.c"
#include "builtin_operator_through_conversion_ok.cudafe1.stub.c"
# 1 "builtin_operator_through_conversion_ok.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
