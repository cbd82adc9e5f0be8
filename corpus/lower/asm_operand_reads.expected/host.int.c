# 1 "asm_operand_reads.ii"
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
# 1 "asm3.cu"
int f() { 
# 2
int y; 
# 3
__asm__("" : : "m" (y)); 
# 4
int z; 
# 5
__asm__("" : : "g" (z)); 
# 6
double d; 
# 7
__asm__("" : : "x" (d + (1))); 
# 8
int w; 
# 9
__asm__ volatile("mov %0, 1;" : "=r" (w) :); 
# 10
return w; 
# 11
} 
# 12
void g(int *p) { int v; __asm__("" : "=m" (*p) : "r" (v)); } 
# 13
void h(int a) { int x; __asm__("mov %0, %1;" : [out]"=r" (x) : [in]"r" (a) : "memory", "cc"); __asm__("st"); } 

# 1 "asm_operand_reads.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__a7607091_20_asm_operand_reads_cu__Z1fv
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "asm_operand_reads.cudafe1.stub.c"
#include "asm_operand_reads.cudafe1.stub.c"
# 1 "asm_operand_reads.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
