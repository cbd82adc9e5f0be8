# 1 "asm_c_constraint_ok.ii"
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
# 1 "asm_c_constraint_ok.cu"
__attribute__((unused)) void d() {int volatile ___ = 1;::exit(___);}
#if 0
# 1
{ int x = 1; __asm__("nop // %0" : : "C" (x)); __asm__("nop // %0" : : "C" (3)); } 
#endif
# 2 "asm_c_constraint_ok.cu"
__attribute__((visibility("hidden"))) void k() ;
#if 0
# 2
{ int x = 1; __asm__("nop // %0" : "=C" (x) :); } 
#endif
# 3 "asm_c_constraint_ok.cu"
void h() 
# 4
{ 
# 5
int x = 1; 
# 6
__asm__("nop // %0" : "=&C" (x) :); 
# 7
__asm__("nop // %0" : : "Cr" (x)); 
# 8
__asm__("nop // %0" : : "rC" (x)); 
# 9
__asm__ volatile("nop // %0" : : "nC" (x)); 
# 10
__asm__("nop // %0" : : "c" (x)); 
# 11
} 

# 1 "asm_c_constraint_ok.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__ae421b17_22_asm_c_constraint_ok_cu__Z1dv
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "asm_c_constraint_ok.cudafe1.stub.c"
#include "asm_c_constraint_ok.cudafe1.stub.c"
# 1 "asm_c_constraint_ok.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
