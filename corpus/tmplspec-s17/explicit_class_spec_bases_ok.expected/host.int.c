# 1 "explicit_class_spec_bases_ok.ii"
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
# 1 "s2.cu"
struct Base { int b; }; 
# 2
class Other { public: int o; }; 
# 3
template< class T> struct B { }; 
# 4
template<> struct B< short>  : public Base { int q; }; 
# 5
template<> struct B< int>  : public Base, private Other { }; 
# 6
template<> struct B< char>  __final { }; 
# 7
namespace n { template< class T> struct E; template<> struct E< int>  : public Base { int e; }; }
# 8
int use() { B< short>  x; (x.q) = 1; (x.b) = 2; return (x.q) + (x.b); } 

# 1 "explicit_class_spec_bases_ok.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__99b460c4_31_explicit_class_spec_bases_ok_cu__Z3usev
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "explicit_class_spec_bases_ok.cudafe1.stub.c"
#include "explicit_class_spec_bases_ok.cudafe1.stub.c"
# 1 "explicit_class_spec_bases_ok.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
