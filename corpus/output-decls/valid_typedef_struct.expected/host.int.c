# 1 "valid_typedef_struct.ii"
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
# 1 "valid_typedef_struct.cu"
typedef struct { int x; } T; 
# 6
typedef 
# 2
struct S2 { 
# 4
int y; 
# 6
} T2, *TP2; 
# 11
typedef 
# 8
struct { 
# 9
int quot; 
# 10
int rem; 
# 11
} div_t; 
# 12
T t1; 
# 13
div_t d1; 
# 14
int v = 1; 

# 1 "valid_typedef_struct.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__2bccd532_23_valid_typedef_struct_cu_v
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "valid_typedef_struct.cudafe1.stub.c"
#include "valid_typedef_struct.cudafe1.stub.c"
# 1 "valid_typedef_struct.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
