# 1 "valid_static_init_order.ii"
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
# 1 "valid_static_init_order.cu"
int next_id() { static int id = 0; return ++id; } 
# 2
struct Reg { int id; Reg() : id(next_id()) { } }; 
# 3
Reg r1, r2; 
# 4
Reg &instance() { static Reg r; return r; } 
# 5
int total = (r1.id) + (r2.id); 

# 1 "valid_static_init_order.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__e63f80db_26_valid_static_init_order_cu_fff4ae0d
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "valid_static_init_order.cudafe1.stub.c"
#include "valid_static_init_order.cudafe1.stub.c"
# 1 "valid_static_init_order.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
