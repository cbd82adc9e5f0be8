# 1 "comma_forms.ii"
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
# 1 "comma_forms.cu"
int gx; 
# 2
int g2 = (gx, 2); 
# 3
int g3 = (1, 2); 
# 4
struct S { int m; void f(int); S(int); }; 
# 5
int f(int a, float b) { return (a, 1); } 
# 6
int g(int a, float b) { return ((((void)a), (a = 1)), 2); } 
# 7
int h(float v) { return (((void)((__typeof__(v))v)), 1); } 
# 8
void u(int a) { (a = 1), (a = 2); } 
# 9
int w(int a) { int x = (a, 3); return x; } 
# 10
int z(float a) { return __builtin_isnan(a) + __builtin_signbit((1.0F)); } 
# 11
bool y(double a) { return __builtin_isfinite(a); } 
# 12
int q(int a) { return ((void)a), a; } 
# 13
int f1(int a) { return (a, 1); } 
# 14
void g1(int); 
# 15
void f2(int a) { g1((a, 1)); } 
# 16
int f3(int a) { int x; x = (a, 1); return x; } 
# 17
int f4(int a) { return (a, 1) + 2; } 
# 18
void f7(int a, int b) { a, b; } 
# 19
void f8(int a) { for (int i = 0, j = 0; i < a; (i++), (j++)) { }  } 
# 20
int f9(int a) { return (a) ? a, 1 : 2; } 
# 21
int f10(int *p) { return ((p[0]), (*p)); } 
# 22
int f11(int a) { return (g1(a), a); } 
# 23
int f12(int a) { return (((a++), (a--)), (-a)); } 
# 24
int f13(int *p, int i) { return p[i, 1]; } 
# 25
int f14(int a) { return (a, a) ? 1 : 2; } 
# 26
void f15(S s, int a) { s.f((a, 1)); } 
# 27
void f16(int a) { S t((a, 1)); } 
# 28
int f17(int a) { int x = (a, 3), y = (a, 4); return x + y; } 
# 29
int f18(int a) { return (a) ? 1 : (a, 2); } 
# 30
int f19(int a) { return ((a, a), a); } 
# 31
int f20(int a, int b) { return ((a = b), a); } 
# 32
int f21(int a) { return (a, (a + 1)); } 
# 33
int f22(int a, S s) { return (a, (s.m)); } 
# 34
int f23(int a) { return __builtin_isinf(a + (0.5)) + __builtin_isnormal(a * (2.0F)); } 

# 1 "comma_forms.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__4fabee59_14_comma_forms_cu_g2
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "comma_forms.cudafe1.stub.c"
#include "comma_forms.cudafe1.stub.c"
# 1 "comma_forms.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
