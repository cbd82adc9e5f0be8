#line 1 "no_gcc.c"
#pragma GCC diagnostic push
#line 1
static char __nv_inited_managed_rt = 0; static void **__nv_fatbinhandle_for_managed_rt; static void __nv_save_fatbinhandle_for_managed_rt(void **in){__nv_fatbinhandle_for_managed_rt = in;} static char __nv_init_managed_rt_with_module(void **); static inline void __nv_init_managed_rt(void) { __nv_inited_managed_rt = (__nv_inited_managed_rt ? __nv_inited_managed_rt                 : __nv_init_managed_rt_with_module(__nv_fatbinhandle_for_managed_rt));}
#line 1
#define __nv_is_extended_device_lambda_closure_type(X) false
#define __nv_is_extended_host_device_lambda_closure_type(X) false
#define __nv_is_extended_device_lambda_with_preserved_return_type(X) false
#if defined(__nv_is_extended_device_lambda_closure_type) && defined(__nv_is_extended_host_device_lambda_closure_type)&& defined(__nv_is_extended_device_lambda_with_preserved_return_type)
#endif

#line 1
#pragma weak a
#pragma STDC FP_CONTRACT ON
#line 4
#pragma weak b
int __dummy_to_avoid_empty_file;

#line 1 "no_gcc.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__00000000_9_no_gcc_ii_xxxxxxxx_PID
#ifdef _NV_ANON_NAMESPACE
#endif
#line 1 "no_gcc.cudafe1.stub.c"
#include "no_gcc.cudafe1.stub.c"
#line 1 "no_gcc.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
