# 1 "kernel_unnamed_params_ok.ii"
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
# 1 "kernel_unnamed_params_ok.cu"
__attribute__((visibility("hidden"))) void a(int, int y); 
# 2
__attribute__((visibility("hidden"))) void a(int x, int); 
# 3
__attribute__((visibility("hidden"))) void b(int x, int y); 
# 4
__attribute__((visibility("hidden"))) void b(int, int); 
# 5
__attribute__((visibility("hidden"))) void c(int, int); 
# 6
__attribute__((visibility("hidden"))) void c(int, int); 
# 7
__attribute__((visibility("hidden"))) void c(int p, int q) ;
#if 0
# 7
{ } 
#endif
# 8 "kernel_unnamed_params_ok.cu"
__attribute__((visibility("hidden"))) void d(int __T0, float x, char __T1) ;
#if 0
# 8
{ } 
#endif
# 9 "kernel_unnamed_params_ok.cu"
__attribute__((visibility("hidden"))) void e(int, float x, char); 
# 10
__attribute__((visibility("hidden"))) void f(int, int); 
# 11
__attribute__((visibility("hidden"))) void f(int __T2, int __T3) ;
#if 0
# 11
{ } 
#endif
# 12 "kernel_unnamed_params_ok.cu"
void h(int, int) { } 
# 13
__attribute__((visibility("hidden"))) void g(int __T4) ;
#if 0
# 13
{ } 
#endif

# 1 "kernel_unnamed_params_ok.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__456ec3d7_27_kernel_unnamed_params_ok_cu__Z1cii
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "kernel_unnamed_params_ok.cudafe1.stub.c"
#include "kernel_unnamed_params_ok.cudafe1.stub.c"
# 1 "kernel_unnamed_params_ok.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
