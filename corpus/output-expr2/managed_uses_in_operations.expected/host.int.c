# 1 "managed_uses_in_operations.ii"
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
# 1 "managed_uses_in_operations.cu"
__attribute__((section("__nv_managed_data__"))) static int *mv = 0; 
# 2
__attribute__((section("__nv_managed_data__"))) static int (*ma)[4] = 0; 
# 3
struct P { int a; }; 
# 4
__attribute__((section("__nv_managed_data__"))) static P *mp = 0; 
# 5
int f(int k) { 
# 6
int x = (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (mv))); 
# 7
int *p = &(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (mv))); 
# 8
int *q = (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (ma))); 
# 9
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (mv))) = k; 
# 10
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (mv))) += 2; 
# 11
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (mv)))++; 
# 12
x = ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (mv))) + 1); 
# 13
x = (((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (ma)))[2]) + ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (mp))).a)); 
# 14
long l = (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (mv))); 
# 15
return (((x + (*p)) + (*q)) + ((int)l)) + (((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (mv)))) ? 1 : 0); 
# 16
} 
# 17
int g() { return (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (mv))); } 
# 18
int *h() { return &(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (mv))); } 

# 1 "managed_uses_in_operations.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__1a18ddb7_29_managed_uses_in_operations_cu__Z1fi
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "managed_uses_in_operations.cudafe1.stub.c"
#include "managed_uses_in_operations.cudafe1.stub.c"
# 1 "managed_uses_in_operations.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
