# 1 "member_defined_out_of_line_ok.ii"
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
# 1 "member_defined_out_of_line_ok.cu"
struct A { struct B; }; 
# 2
struct A::B { int x; int f(); }; 
# 3
int A::B::f() { return (x) + 1; } 
# 4
int g() { A::B b; (b.x) = 2; return b.f(); } 

# 1 "member_defined_out_of_line_ok.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__d40d3db6_32_member_defined_out_of_line_ok_cu_4e0ce30a
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "member_defined_out_of_line_ok.cudafe1.stub.c"
#include "member_defined_out_of_line_ok.cudafe1.stub.c"
# 1 "member_defined_out_of_line_ok.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
