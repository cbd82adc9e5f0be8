# 1 "valid_decltype_auto.ii"
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
# 1 "valid_decltype_auto.cu"
int g; 
# 2
decltype(auto) ref_g() { return (g); } 
# 3
auto val_g() { return g; } 
# 4
template< class A, class B> auto add(A a, B b)->__decltype((a + b)) { return a + b; } 
# 5
template< class T, class U> struct same { static const bool v = false; }; 
# 6
template< class T> struct same< T, T>  { static const bool v = true; }; 
# 7
static_assert(same< __decltype((ref_g())), int &> ::v, "");
# 8
static_assert(same< __decltype((val_g())), int> ::v, "");
# 9
static_assert(same< __decltype((add(1, (2.0)))), double> ::v, "");

# 1 "valid_decltype_auto.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__7bd49bee_22_valid_decltype_auto_cu_xxxxxxxx_PID
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "valid_decltype_auto.cudafe1.stub.c"
#include "valid_decltype_auto.cudafe1.stub.c"
# 1 "valid_decltype_auto.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
