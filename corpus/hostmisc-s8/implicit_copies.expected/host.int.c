# 1 "implicit_copies.ii"
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
# 1 "implicit_copies.cu"
struct P { int a; }; 
# 2
P f(P p) { P s; (s.a) = (p.a); return s; } 
# 3
P g(P q) { return f(q); } 
# 4
struct Q { P p; }; 
# 5
P h(Q q) { return q.p; } 
# 6
P k(P *pp) { return *pp; } 
# 7
P m(bool b, P x, P y) { return b ? x : y; } 
# 8
struct C { C(); C(const C &); int v; }; 
# 9
C n(C c) { return c; } 
# 10
void use(C c, P p) { C d = c; P e = p; n(d); g(e); } 

# 1 "implicit_copies.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__32f43351_18_implicit_copies_cu__Z1f1P
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "implicit_copies.cudafe1.stub.c"
#include "implicit_copies.cudafe1.stub.c"
# 1 "implicit_copies.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
