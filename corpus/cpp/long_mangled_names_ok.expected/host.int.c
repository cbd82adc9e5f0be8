# 1 "long_mangled_names_ok.ii"
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
# 1 "long_mangled_names_ok.cu"
namespace very { namespace deeply { namespace nested { 
# 2
template< class A, class B, class C> struct Triple { A a; B b; C c; }; 
# 3
template< class T> struct Wrap { T t; }; 
# 4
Triple< Wrap< Triple< int, long, char> > , Wrap< double> , Wrap< Wrap< float> > >  make() { return {}; } 
# 5
}}}
# 6
int use() { return ((very::deeply::nested::make().a).t).a; } 

# 1 "long_mangled_names_ok.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__4c3820d2_24_long_mangled_names_ok_cu_2ace5dba
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "long_mangled_names_ok.cudafe1.stub.c"
#include "long_mangled_names_ok.cudafe1.stub.c"
# 1 "long_mangled_names_ok.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
