# 1 "static_inline_device_ok.ii"
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

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 1 "static_inline_device_ok.cu"
__attribute__((unused)) static void f(int *p) {int volatile ___ = 1;(void)p;::exit(___);}
#if 0
# 1
{ } 
#endif

#pragma GCC diagnostic pop

# 2 "static_inline_device_ok.cu"
__attribute__((unused)) static inline void g(int *p) {int volatile ___ = 1;(void)p;::exit(___);}
#if 0
# 2
{ } 
#endif
# 3 "static_inline_device_ok.cu"
__attribute__((unused)) static inline void h(int *p) {int volatile ___ = 1;(void)p;::exit(___);}
#if 0
# 3
{ } 
#endif
# 4 "static_inline_device_ok.cu"
__attribute((unused)) __attribute__((unused)) static inline void h2(int *p) {int volatile ___ = 1;(void)p;::exit(___);}
#if 0
# 4
{ } 
#endif
# 5 "static_inline_device_ok.cu"
int k; 

# 1 "static_inline_device_ok.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__fd3631df_26_static_inline_device_ok_cu_xxxxxxxx_PID
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "static_inline_device_ok.cudafe1.stub.c"
#include "static_inline_device_ok.cudafe1.stub.c"
# 1 "static_inline_device_ok.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
