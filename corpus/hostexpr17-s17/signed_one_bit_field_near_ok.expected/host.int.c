# 1 "signed_one_bit_field_near_ok.ii"
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
# 1 "signed_one_bit_field_near_ok.cu"
enum E1 { X, Y}; 
# 2
enum E2 { M = (-1), N = 0}; 
# 3
enum class E3: int { P}; 
# 4
struct A { unsigned a: 1; unsigned char b: 1; E1 e1: 1; E2 e2: 1; E3 e3: 1; int: 1; int d: 2; signed char s: 2; }; 
# 5
A x{}; 
# 6
int main() { return (x.a) + (x.d); } 

# 1 "signed_one_bit_field_near_ok.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__dbb55cb6_31_signed_one_bit_field_near_ok_cu_x
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "signed_one_bit_field_near_ok.cudafe1.stub.c"
#include "signed_one_bit_field_near_ok.cudafe1.stub.c"
# 1 "signed_one_bit_field_near_ok.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
