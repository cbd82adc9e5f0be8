# 1 "cond_arms_1.ii"
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
# 1 "cond.cu"
short gs; 
# 2
int f(int x, short a, short b, bool p, float fl, unsigned char uc) { 
# 3
bool z = (x > 1) ? true : false; 
# 4
short s = p ? a : b; 
# 5
short &r = p ? a : b; 
# 6
int t = p ? a : 1; 
# 7
float u = p ? fl : (2.0F); 
# 8
double v = p ? fl : (2.0); 
# 9
unsigned char w = p ? uc : uc; 
# 10
bool q = p ? p : (!p); 
# 11
char c = (x) ? 'a' : 'b'; 
# 12
long l = (x) ? 1L : 2L; 
# 13
return ((p ? a : gs) + t) + ((x) ? 3 : 4); 
# 14
} 

# 1 "cond_arms_1.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__22192684_14_cond_arms_1_cu_3e76a59d
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "cond_arms_1.cudafe1.stub.c"
#include "cond_arms_1.cudafe1.stub.c"
# 1 "cond_arms_1.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
