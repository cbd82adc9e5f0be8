# 1 "default_member_type_ok.ii"
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
# 2
struct A { typedef int value_type; }; 
# 3
struct B { }; 
# 4
template< class C, class V = typename C::value_type> int g(C) { return 1; } 
# 5
int g(...) { return 2; } 
# 6
void use() { 
# 7
int x = g(A()); 
# 8
int y = g(B()); 
# 9
} 

# 1 "default_member_type_ok.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__2698edb1_25_default_member_type_ok_cu__Z1gz
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "default_member_type_ok.cudafe1.stub.c"
#include "default_member_type_ok.cudafe1.stub.c"
# 1 "default_member_type_ok.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
