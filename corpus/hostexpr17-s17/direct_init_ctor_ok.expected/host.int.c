# 1 "direct_init_ctor_ok.ii"
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
# 1 "direct_init_ctor_ok.cu"
struct P { int x, y; P(int a, int b) : x(a), y(b) { } P(int a) : x(a), y(0) { } }; 
# 2
P gp(1, 2); 
# 3
P gq(7); 
# 4
int take(P p) { return p.x; } 
# 5
struct Q { P m; Q() : m(3, 4) { } }; 
# 6
int make(int v) 
# 7
{ 
# 8
P p(v, 2); 
# 9
P r(v); 
# 10
long w = (3); 
# 11
P s(1, 'c'); 
# 12
return ((((p.x) + (r.y)) + (s.y)) + take(p)) + ((int)w); 
# 13
} 

# 1 "direct_init_ctor_ok.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__30e7ab0b_22_direct_init_ctor_ok_cu_gp
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "direct_init_ctor_ok.cudafe1.stub.c"
#include "direct_init_ctor_ok.cudafe1.stub.c"
# 1 "direct_init_ctor_ok.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
