# 1 "var_access_designators.ii"
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
# 1 "var_access_designators.cu"
static int dv; 
# 2
__attribute__((unused)) static int sv[4]; 
# 3
static int da[4]; 
# 4
struct P { int a; int b[2]; }; 
# 5
static P dp; 
# 6
__attribute__((unused)) static P sp; 
# 7
static int *dptr; 
# 8
void f(int &); 
# 9
void g(int); 
# 10
void h1() { (dp.a) = 1; (da[1]) = 2; (da[2])++; } 
# 11
void h2() { int *p = (&(da[1])); int *q = (&(dp.a)); int *s = &(sv[1]); int *t = &(sp.a); (void)p; (void)q; (void)s; (void)t; } 
# 12
void h3() { f(dv); g(dv); f(sp.a); } 
# 13
void h4() { (*dptr) = 1; int u = dptr[0]; (void)u; } 
# 14
int h5() { if (dv) { return dv; }  return 0; } 
# 15
void h6() { int y = (sp.b)[1]; int *w = sv; (void)y; (void)w; } 
# 16
void h7() { P c = dp; (void)c; } 

# 1 "var_access_designators.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__bcc6a378_25_var_access_designators_cu__Z2h1v
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "var_access_designators.cudafe1.stub.c"
#include "var_access_designators.cudafe1.stub.c"
# 1 "var_access_designators.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
