# 1 "noexcept_expr_asm.ii"
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
# 1 "noexcept_expr_asm.cu"
extern void die(int) noexcept(true) __attribute((__noreturn__)); 
# 2
extern void quit(int) noexcept((1 + 1) == 2) __attribute((noreturn, cold)); 
# 3
extern int renamed(int) noexcept(true) __asm__("renamed_impl") __attribute((__pure__)); 
# 4
int good(int x) { if (x) { return 1; }  die(x); } 

# 1 "noexcept_expr_asm.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__b2978bc3_20_noexcept_expr_asm_cu__Z4goodi
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "noexcept_expr_asm.cudafe1.stub.c"
#include "noexcept_expr_asm.cudafe1.stub.c"
# 1 "noexcept_expr_asm.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
