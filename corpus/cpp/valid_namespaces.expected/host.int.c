# 1 "valid_namespaces.ii"
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
# 1 "valid_namespaces.cu"
namespace outer { namespace inner { int f() { return 1; } }}
# 2
namespace a { namespace b { namespace c { int g() { return 2; } }}}
# 3
namespace oi = outer::inner;
# 4
inline namespace v2 { int version() { return 2; } }
# 5
namespace _GLOBAL__N__b7c53ece_19_valid_namespaces_cu_49a14866 __attribute__((visibility("hidden")))  { }; using namespace ::_GLOBAL__N__b7c53ece_19_valid_namespaces_cu_49a14866; 
#pragma GCC diagnostic ignored "-Wattributes"
namespace _GLOBAL__N__b7c53ece_19_valid_namespaces_cu_49a14866 __attribute__((visibility("hidden")))  { int hidden() { return 3; } }
# 6
using a::b::c::g;
# 7
int total() { return (((oi::f() + g()) + version()) + hidden()) + ::v2::version(); } 

# 1 "valid_namespaces.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__b7c53ece_19_valid_namespaces_cu_49a14866
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "valid_namespaces.cudafe1.stub.c"
#include "valid_namespaces.cudafe1.stub.c"
# 1 "valid_namespaces.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
