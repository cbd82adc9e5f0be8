# 1 "noexcept_attrs.ii"
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
# 1 "noexcept_attrs.cu"
extern void die(int) noexcept __attribute((__noreturn__)); 
# 2
extern void quit(int) noexcept __attribute((noreturn, cold)); 
# 3
extern void plain(int) throw(); 
# 4
extern int pure_fn(int) noexcept __attribute((__pure__)); 
# 5
__attribute((__noreturn__)) void stop(); 
# 6
int good(int x) { if (x) { return 1; }  die(x); } 
# 7
int good2(int x) { if (x) { return 1; }  stop(); } 
# 8
int bad(int x) { if (x) { return 1; }  plain(x); } 

# 1 "noexcept_attrs.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__596e1df7_17_noexcept_attrs_cu__Z4goodi
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "noexcept_attrs.cudafe1.stub.c"
#include "noexcept_attrs.cudafe1.stub.c"
# 1 "noexcept_attrs.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
