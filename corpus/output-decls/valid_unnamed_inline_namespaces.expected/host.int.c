# 1 "valid_unnamed_inline_namespaces.ii"
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
# 1 "valid_unnamed_inline_namespaces.cu"
namespace _GLOBAL__N__2a85ff8d_34_valid_unnamed_inline_namespaces_cu_0bbeb4c7 __attribute__((visibility("hidden")))  { }; using namespace ::_GLOBAL__N__2a85ff8d_34_valid_unnamed_inline_namespaces_cu_0bbeb4c7; 
#pragma GCC diagnostic ignored "-Wattributes"
namespace _GLOBAL__N__2a85ff8d_34_valid_unnamed_inline_namespaces_cu_0bbeb4c7 __attribute__((visibility("hidden")))  { int z = 1; int g() { return z; } }
# 2
namespace A { 
# 4
namespace _GLOBAL__N__2a85ff8d_34_valid_unnamed_inline_namespaces_cu_0bbeb4c7 __attribute__((visibility("hidden")))  { }; using namespace ::A::_GLOBAL__N__2a85ff8d_34_valid_unnamed_inline_namespaces_cu_0bbeb4c7; 
#pragma GCC diagnostic ignored "-Wattributes"
namespace _GLOBAL__N__2a85ff8d_34_valid_unnamed_inline_namespaces_cu_0bbeb4c7 __attribute__((visibility("hidden")))  { int y = 2; }
# 5
int h() { return y; } 
# 6
}
# 7
inline namespace IN { int inx = 1; }
# 8
int v = g() + inx; 

# 1 "valid_unnamed_inline_namespaces.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__2a85ff8d_34_valid_unnamed_inline_namespaces_cu_0bbeb4c7
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "valid_unnamed_inline_namespaces.cudafe1.stub.c"
#include "valid_unnamed_inline_namespaces.cudafe1.stub.c"
# 1 "valid_unnamed_inline_namespaces.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
