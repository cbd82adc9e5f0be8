# 1 "var_access_host.ii"
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
# 1 "var_access_host.cu"
static int dv; 
# 2
__attribute__((unused)) static int sv; 
# 3
static int cv; 
# 4
__attribute__((section("__nv_managed_data__"))) static int *mv = 0; 
# 5
static int da[4]; 
# 6
struct P { int a; }; 
# 7
static P dp; 
# 8
void h1() { dv = sv; } 
# 9
void h2() { int x = dv + cv; x = (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (mv))); (void)x; } 
# 10
void h3() { sv++; ++dv; dv += 1; } 
# 11
void h4() { int *p = &sv; int *q = (&dv); int &r = sv; (void)p; (void)q; (void)r; } 
# 12
void h5() { int y = da[1]; int *z = (da); (void)y; (void)z; } 
# 13
void h6() { int w = dp.a; (void)w; } 
# 14
void h7() { dv; sizeof dv; } 
# 15
void h8() { dv = 2; } 
# 16
__attribute__((unused)) void h9() {int volatile ___ = 1;::exit(___);}
#if 0
# 16
{ dv = sv; } 
#endif
# 17 "var_access_host.cu"
int g = dv; 
# 18
void h10() { int t = dv; (void)t; } 

# 1 "var_access_host.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__83389673_18_var_access_host_cu__Z2h1v
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "var_access_host.cudafe1.stub.c"
#include "var_access_host.cudafe1.stub.c"
# 1 "var_access_host.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
