# 1 "kernel_unnamed_params_template.ii"
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
# 1 "kernel_unnamed_params_template.cu"
void h(int, int) { } 
# 2
__attribute__((unused)) void dv(int) {int volatile ___ = 1;::exit(___);}
#if 0
# 2
{ } 
#endif
# 3 "kernel_unnamed_params_template.cu"
__attribute__((visibility("hidden"))) void d(int __T0, float x, char __T1) ;
#if 0
# 3
{ } 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 4 "kernel_unnamed_params_template.cu"
template< class T> static void __wrapper__device_stub_tk(T &__T2, int &__T3) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 4
{ } 
#endif

#pragma GCC diagnostic pop

# 4 "kernel_unnamed_params_template.cu"
template< class T> static void tk(T __T2, int __T3) {__wrapper__device_stub_tk<T>(__T2,__T3);return;}
#if 0
# 4
{ } 
#endif
# 5 "kernel_unnamed_params_template.cu"
__attribute__((visibility("hidden"))) void f(int __T4) ;
#if 0
# 5
{ } 
#endif

# 1 "kernel_unnamed_params_template.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__56f938f3_33_kernel_unnamed_params_template_cu__Z1hii
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "kernel_unnamed_params_template.cudafe1.stub.c"
#include "kernel_unnamed_params_template.cudafe1.stub.c"
# 1 "kernel_unnamed_params_template.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
