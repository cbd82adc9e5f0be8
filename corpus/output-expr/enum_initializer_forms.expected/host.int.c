# 1 "enum_initializer_forms.ii"
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
# 1 "enum_initializer_forms.cu"
enum Forms { 
# 2
C = (sizeof(int) * (2)), 
# 3
D = ((int)(3.5)), 
# 4
E = (-1), 
# 5
F = (~0), 
# 6
G = (!(1)), 
# 7
H = ((1) ? 2 : 3), 
# 8
I = ((1 + 2) * (3 - 1)), 
# 9
J = 97, 
# 10
K = ((1 + 2) + 3), 
# 11
M = 16, 
# 12
N = 10, 
# 13
O = 3, 
# 14
P = (static_cast< int>((2.0))), 
# 15
R = ((4 / 2) % 3), 
# 16
S = (K + 1), 
# 17
T = (K * 2), 
# 18
U = ((K < 2) && (I > 1))
# 19
}; 
# 20
enum { X1, X2}; 
# 21
struct A { enum { V = 3}; enum { W = ((V) + 1)}; int x; }; 
# 22
enum E2 { Z1 = ((X2) + 1), Z2 = (Z1 * 2), Z3 = Z2}; 
# 23
int use = ((X1) + (A::W)); 

# 1 "enum_initializer_forms.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__c88fe37c_25_enum_initializer_forms_cu_use
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "enum_initializer_forms.cudafe1.stub.c"
#include "enum_initializer_forms.cudafe1.stub.c"
# 1 "enum_initializer_forms.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
