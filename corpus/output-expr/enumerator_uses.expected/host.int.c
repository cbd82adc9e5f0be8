# 1 "enumerator_uses.ii"
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
# 1 "enumerator_uses.cu"
enum E { A, B}; 
# 2
E ev = A; 
# 3
int k11 = ev; 
# 4
int k12 = (A); 
# 5
int k13 = ev + 1; 
# 6
int k14 = ((A) + 1); 
# 7
int k15 = ((A) + (B)); 
# 8
unsigned k16 = (A); 
# 9
bool k17 = (A); 
# 10
int i3 = (-(A)); 
# 11
int i4 = (~(A)); 
# 12
int i1 = (~0); 
# 13
int i2 = (!(1)); 
# 14
int g(int); 
# 15
int r1() { return A; } 
# 16
int r2() { return (A) + 1; } 
# 17
long r3() { return A; } 
# 18
int r4(int x) { return (x > 1) ? A : B; } 
# 19
void h(int x) { 
# 20
long a = (0); 
# 21
if (ev) { }  
# 22
a = ev; 
# 23
a = (A); 
# 24
x = (A); 
# 25
x = (ev + 1); 
# 26
x = ((A) + 1); 
# 27
x = (-(A)); 
# 28
x = ((int)A); 
# 29
g(A); 
# 30
(void)A; 
# 31
(void)a; 
# 32
} 

# 1 "enumerator_uses.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__51035038_18_enumerator_uses_cu_ev
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "enumerator_uses.cudafe1.stub.c"
#include "enumerator_uses.cudafe1.stub.c"
# 1 "enumerator_uses.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
