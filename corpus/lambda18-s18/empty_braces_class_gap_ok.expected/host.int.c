# 1 "empty_braces_class_gap_ok.ii"
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
# 1 "empty_braces_class_gap_ok.cu"
struct Base { int b; }; 
# 2
template< class T> struct B { T v; }; 
# 3
template<> struct B< short>  : public Base { int q; }; 
# 4
struct S { S(); int s; }; 
# 5
int use() { B< short>  x = {}; S y = {}; S z{}; return ((x.q) + (y.s)) + (z.s); } 

# 1 "empty_braces_class_gap_ok.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__ef064560_28_empty_braces_class_gap_ok_cu__Z3usev
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "empty_braces_class_gap_ok.cudafe1.stub.c"
#include "empty_braces_class_gap_ok.cudafe1.stub.c"
# 1 "empty_braces_class_gap_ok.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
