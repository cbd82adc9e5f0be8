# 1 "device_missing_return_ok.ii"
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
# 1 "device_missing_return_ok.cu"
__attribute__((unused)) static inline int atomicAdd(int *address, int val) {int volatile ___ = 1;(void)address;(void)val;::exit(___);}
#if 0
# 1
{ } 
#endif
# 2 "device_missing_return_ok.cu"
__attribute__((unused)) static inline unsigned atomicAdd(unsigned *address, unsigned val) {int volatile ___ = 1;(void)address;(void)val;::exit(___);}
#if 0
# 2
{ } 
#endif
# 3 "device_missing_return_ok.cu"
__attribute__((unused)) int d4() {int volatile ___ = 1;::exit(___);}
#if 0
# 3
{ } 
#endif
# 4 "device_missing_return_ok.cu"
__attribute__((unused)) int d10(int a) {int volatile ___ = 1;(void)a;::exit(___);}
#if 0
# 4
{ if (a) { return 1; }  } 
#endif
# 5 "device_missing_return_ok.cu"
__attribute__((unused)) int d11(); __attribute__((unused)) int d11() {int volatile ___ = 1;::exit(___);}
#if 0
# 5
{ } 
#endif
# 6 "device_missing_return_ok.cu"
__attribute__((unused)) float d12(); __attribute__((unused)) float d12() {int volatile ___ = 1;::exit(___);}
#if 0
# 6
{ } 
#endif

# 1 "device_missing_return_ok.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__41d7367f_27_device_missing_return_ok_cu__Z2d4v
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "device_missing_return_ok.cudafe1.stub.c"
#include "device_missing_return_ok.cudafe1.stub.c"
# 1 "device_missing_return_ok.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
