# 1 "call_from_device_ok.ii"
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
# 1 "call_from_device_ok.cu"
__attribute__((unused)) int d(int x) {int volatile ___ = 1;(void)x;::exit(___);}
#if 0
# 1
{ return x + 1; } 
#endif
# 2 "call_from_device_ok.cu"
__attribute__((visibility("hidden"))) void k(int *p) ;
#if 0
# 2
{ (*p) = d(*p); } 
#endif
# 3 "call_from_device_ok.cu"
int hf(int x) { return x; } 
# 4
int hd(int x) { return hf(x); } 
# 5
__attribute__((unused)) int dd(int x) {int volatile ___ = 1;(void)x;::exit(___);}
#if 0
# 5
{ return d(x) + hd(x); } 
#endif
# 6 "call_from_device_ok.cu"
void h() { int (*p)(int) = (&d); void (*q)(int *) = (&k); (void)p; (void)q; } 

# 1 "call_from_device_ok.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__efcef554_22_call_from_device_ok_cu__Z1di
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "call_from_device_ok.cudafe1.stub.c"
#include "call_from_device_ok.cudafe1.stub.c"
# 1 "call_from_device_ok.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
