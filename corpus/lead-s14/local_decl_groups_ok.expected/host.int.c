# 1 "local_decl_groups_ok.ii"
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
# 1 "local_decl_groups_ok.cu"
int f() { unsigned lo, hi; lo = (1); hi = (2); return lo + hi; } 
# 2
int g() { int a = 1, b = 2; return a + b; } 
# 3
int h() { int *p, q = 3, r[2] = {1, 2}; static int s, t; return ((q + (r[0])) + s) + t; } 
# 4
struct S { int x; }; int k() { S u, *v = &u; const int c1 = 1, c2 = 2; return ((v->x) + c1) + c2; } 
# 5
int m() { int n = 0; for (int i = 0, j = 2; i < j; ++i) { n += i; }  return n; } 

# 1 "local_decl_groups_ok.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__8d970008_23_local_decl_groups_ok_cu__Z1fv
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "local_decl_groups_ok.cudafe1.stub.c"
#include "local_decl_groups_ok.cudafe1.stub.c"
# 1 "local_decl_groups_ok.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
