# 1 "var_access_contexts.ii"
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
# 1 "var_access_contexts.cu"
static int dv; 
# 2
__attribute__((unused)) static int sv; 
# 3
static int da[4]; 
# 4
struct P { int a; int b[2]; }; 
# 5
static P dp; 
# 6
int h1() { return (dv) ? 1 : 2; } 
# 7
long h3() { return (long)dv; } 
# 8
int h4() { int x = da[dv]; return x; } 
# 9
void h5() { sv = (sv + 1); } 
# 10
void h6() { ((dp.b)[1]) = 2; int &r = (dp.a); r = 3; int *q = (&((dp.b)[0])); (void)q; } 
# 11
void h7() { for (int i = 0; i < dv; i++) { sv += i; }  } 
# 12
int h8(int a) { switch (dv) { case 1:  return sv; default:  return a; }  } 

# 1 "var_access_contexts.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__8b4b7b0b_22_var_access_contexts_cu__Z2h1v
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "var_access_contexts.cudafe1.stub.c"
#include "var_access_contexts.cudafe1.stub.c"
# 1 "var_access_contexts.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
