# 1 "explicit_signed_ok.ii"
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
# 1 "explicit_signed_ok.cu"
typedef signed short a16; 
# 2
typedef signed int a32; 
# 3
typedef signed long a64; 
# 4
typedef signed char a8; 
# 5
signed int v1; 
# 6
signed int v2; 
# 7
signed long v3, *v4; 
# 8
signed short v5; 
# 9
signed int v6; 
# 10
signed long long v7; 
# 11
signed int v8; 
# 12
void f(signed int p, signed short q); 
# 13
signed int g(signed int); 
# 14
const signed int cv = 1; 
# 15
signed int arr[3]; 
# 16
struct S { signed int m; signed short bf: 3; }; 

# 1 "explicit_signed_ok.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__0368c5ba_21_explicit_signed_ok_cu_xxxxxxxx_PID
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "explicit_signed_ok.cudafe1.stub.c"
#include "explicit_signed_ok.cudafe1.stub.c"
# 1 "explicit_signed_ok.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
