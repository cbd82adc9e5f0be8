# 1 "sign_change_operands.ii"
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
# 1 "s68.cu"
void f(unsigned i, unsigned long ul, int s, unsigned short us) { 
# 2
if (i == (-1)) { }  
# 3
if ((-1) == i) { }  
# 4
if (i < (-2)) { }  
# 5
if (i != (-1L)) { }  
# 6
unsigned a = i + (-1); 
# 7
unsigned b = (-1); 
# 8
unsigned c = i * (-3); 
# 9
if (ul == (-1)) { }  
# 10
if (us == (-1)) { }  
# 11
if (i == ((unsigned)(-1))) { }  
# 12
if (i == (~0)) { }  
# 13
if (s == (-1)) { }  
# 14
bool z = (i > (-1)) ? true : false; 
# 15
i += (-1); 
# 16
i = (-5); 
# 17
unsigned long long q = (-1LL); 
# 18
if (i == (0 - 1)) { }  
# 19
} 

# 1 "sign_change_operands.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__575856e8_23_sign_change_operands_cu__Z1fjmit
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "sign_change_operands.cudafe1.stub.c"
#include "sign_change_operands.cudafe1.stub.c"
# 1 "sign_change_operands.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
