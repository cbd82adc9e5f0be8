# 1 "asm_named_operand.ii"
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
# 1 "asm_named_operand.cu"
__attribute__((unused)) unsigned f(unsigned a) {int volatile ___ = 1;(void)a;::exit(___);}
#if 0
# 1
{ unsigned r; __asm__("mov.u32 %[o], %[i];" : [o]"=r" (r) : [i]"r" (a)); return r; } 
#endif

# 1 "asm_named_operand.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__48f30158_20_asm_named_operand_cu__Z1fj
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "asm_named_operand.cudafe1.stub.c"
#include "asm_named_operand.cudafe1.stub.c"
# 1 "asm_named_operand.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
