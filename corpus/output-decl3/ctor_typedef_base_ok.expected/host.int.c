# 1 "ctor_typedef_base_ok.ii"
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
# 1 "ctor_typedef_base_ok.cu"
namespace lib { struct Impl { int k; Impl(int x) : k(x) { } }; typedef Impl Handle; }
# 2
struct User : public lib::Handle { 
# 3
int own; 
# 4
User() : lib::Impl(7), own(1) { } 
# 5
}; 
# 6
typedef lib::Impl Local; 
# 7
struct Other : public Local { Other() : Local(8) { } }; 
# 8
int pick() { User u; Other o; return ((u.k) + (o.k)) + (u.own); } 

# 1 "ctor_typedef_base_ok.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__7ef2c6bf_23_ctor_typedef_base_ok_cu__Z4pickv
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "ctor_typedef_base_ok.cudafe1.stub.c"
#include "ctor_typedef_base_ok.cudafe1.stub.c"
# 1 "ctor_typedef_base_ok.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
