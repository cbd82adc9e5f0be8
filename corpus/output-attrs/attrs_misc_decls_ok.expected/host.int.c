# 1 "attrs_misc_decls_ok.ii"
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
# 1 "attrs_misc_decls_ok.cu"
__attribute((noinline)) int f1(int a) { return a; } 
# 2
int f2(const char *, ...) __attribute((format(printf, 1, 2))); 
# 3
[[nodiscard]] int f3(); 
# 4
enum __attribute((deprecated)) E1 { e1}; 
# 5
struct __attribute((packed)) P { char c; int i; }; 
# 6
int f4(int x) { return x + 1; } 

# 1 "attrs_misc_decls_ok.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__ec9ae8e4_22_attrs_misc_decls_ok_cu__Z2f1i
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "attrs_misc_decls_ok.cudafe1.stub.c"
#include "attrs_misc_decls_ok.cudafe1.stub.c"
# 1 "attrs_misc_decls_ok.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
