# 1 "casts_c_style.ii"
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
# 1 "casts_c_style.cu"
int x = 3; 
# 2
double dd = (2.5); 
# 3
int c1 = (int)dd; 
# 4
int c2 = ((int)(2.5)); 
# 5
long c3 = (long)x; 
# 6
long c4 = ((long)3); 
# 7
unsigned c5 = ((unsigned)x) + (1); 
# 8
char c6 = (char)x; 
# 9
int *c7 = ((int *)0); 
# 10
void *c8 = ((void *)(&x)); 
# 11
int c9 = (int)(x + 1); 
# 12
long c10 = ((int)2); 
# 13
long c11 = ((short)3); 
# 14
double c12 = (float)x; 
# 15
int g(int); 
# 16
void h() { 
# 17
(void)x; 
# 18
(void)g(1); 
# 19
(void)(x + 1); 
# 20
int a = (int)dd; 
# 21
int b = ((int)(2.5)); 
# 22
long l = (long)x; 
# 23
x = ((int)(-x)); 
# 24
x = ((int)((long)x)); 
# 25
x = (-((int)dd)); 
# 26
x = ((x > 2) ? 1 : ((int)dd)); 
# 27
x = ((short)x); 
# 28
g((int)dd); 
# 29
g((short)x); 
# 30
int v = (x > 2) ? (int)dd : 3; 
# 31
(void)1; 
# 32
(void)a; (void)b; (void)l; (void)v; 
# 33
} 
# 34
int fn(double d) { return ((int)d) + ((int)d); } 

# 1 "casts_c_style.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__15af16d8_16_casts_c_style_cu_x
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "casts_c_style.cudafe1.stub.c"
#include "casts_c_style.cudafe1.stub.c"
# 1 "casts_c_style.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
