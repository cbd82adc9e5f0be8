# 1 "sign_change_operands_2.ii"
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
# 1 "s68b.cu"
typedef unsigned long size_t; 
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
# 2
void f(unsigned i, unsigned short us, size_t n, unsigned char uc, long long ll) { 
# 3
unsigned a = i & (-1); 
# 4
unsigned b = i | (-2); 
# 5
unsigned c = i % (-3); 
# 6
unsigned d = i / (-1); 
# 7
unsigned e = i - (-1); 
# 8
unsigned g = (-1) + i; 
# 9
if (n == (-1)) { }  
# 10
if ((-1) < us) { }  
# 11
if (uc >= (-1)) { }  
# 12
if (i == (('a') - ('b'))) { }  
# 13
if (ll == (-1)) { }  
# 14
if (1U == (-1)) { }  
# 15
if (i < (0)) { }  
# 16
if (us < 0) { }  
# 17
if ((-1) > i) { }  
# 18
bool t = (i == (-1)) && (us == (-1)); 
# 19
} 

# 1 "sign_change_operands_2.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__ec2315bc_25_sign_change_operands_2_cu_db972f53
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "sign_change_operands_2.cudafe1.stub.c"
#include "sign_change_operands_2.cudafe1.stub.c"
# 1 "sign_change_operands_2.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
