# 1 "managed_uses_ok.ii"
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
# 1 "managed_uses_ok.cu"
__attribute__((section("__nv_managed_data__"))) static int *mv = 0; 
# 2
__attribute__((section("__nv_managed_data__"))) static int (*ma)[4] = 0; 
# 3
int f(int k) { 
# 4
int x = (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (mv))); 
# 5
int *p = &(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (mv))); 
# 6
int *q = (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (ma))); 
# 7
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (mv))) = k; 
# 8
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (mv))) += 2; 
# 9
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (mv)))++; 
# 10
x = (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (mv))); 
# 11
long l = (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (mv))); 
# 12
return ((x + (*p)) + (*q)) + ((int)l); 
# 13
} 
# 14
int g() { return (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (mv))); } 
# 15
int *h() { return &(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (mv))); } 

# 1 "managed_uses_ok.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__a546a1f4_18_managed_uses_ok_cu__Z1fi
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "managed_uses_ok.cudafe1.stub.c"
#include "managed_uses_ok.cudafe1.stub.c"
# 1 "managed_uses_ok.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
