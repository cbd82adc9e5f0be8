# 1 "if_init_ok.ii"
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
# 1 "if_init_ok.cu"
int f(int); 
# 2
int run(int a) 
# 3
{ 
# 4
if (int v = f(a); v > 2) { 
# 5
return v; 
# 6
} else { if (int w = v * 2; w) { 
# 7
return w + v; 
# 8
}  }  
# 9
switch (int k = a % 3; k) { 
# 10
case 0:  return k; 
# 11
default:  break; 
# 12
}  
# 13
return 0; 
# 14
} 

# 1 "if_init_ok.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__708b30d3_13_if_init_ok_cu__Z3runi
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "if_init_ok.cudafe1.stub.c"
#include "if_init_ok.cudafe1.stub.c"
# 1 "if_init_ok.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
