# 1 "explicit_class_spec_key_ok.ii"
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
# 1 "explicit_class_spec_key_ok.cu"
struct Base { int b; }; 
# 2
template< class T> struct B { }; 
# 3
template<> class B< long>  : private Base { int r; public: int s; }; 
# 4
template<> struct B< int> ; 
# 5
int use() { B< long>  x; (x.s) = 1; return x.s; } 

# 1 "explicit_class_spec_key_ok.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__5f763b2e_29_explicit_class_spec_key_ok_cu__Z3usev
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "explicit_class_spec_key_ok.cudafe1.stub.c"
#include "explicit_class_spec_key_ok.cudafe1.stub.c"
# 1 "explicit_class_spec_key_ok.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
