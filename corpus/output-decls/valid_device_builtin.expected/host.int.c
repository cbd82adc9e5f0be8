# 1 "valid_device_builtin.ii"
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
# 1 "valid_device_builtin.cu"
#if 0
# 1
enum E { A, B}; 
#endif
# 2 "valid_device_builtin.cu"
#if 0
# 2
struct D3 { 
# 4
unsigned x, y, z; 
# 5
}; 
#endif
# 6 "valid_device_builtin.cu"
#if 0
typedef D3 
# 6
D3; 
#endif
# 7 "valid_device_builtin.cu"
#if 0
typedef E 
# 7
Et; 
#endif
# 8 "valid_device_builtin.cu"
#if 0
typedef unsigned long long 
# 8
CT; 
#endif
# 9 "valid_device_builtin.cu"
struct dim4 { unsigned x, y, z, w; }; 
# 10
typedef dim4 dim4; 
# 11
D3 g; 
# 12
int v = 1; 

# 1 "valid_device_builtin.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__dbc35893_23_valid_device_builtin_cu_v
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "valid_device_builtin.cudafe1.stub.c"
#include "valid_device_builtin.cudafe1.stub.c"
# 1 "valid_device_builtin.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
