# 1 "ns_attrs_ok.ii"
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
# 1 "ns_attrs_ok.cu"
namespace A __attribute((__visibility__("default"))) { int a; }
# 2
namespace A { int b; }
# 3
namespace B __attribute((visibility("hidden"))) __attribute((visibility("default"))) { int c; }
# 4
namespace C __attribute((visibility("hidden"), visibility("default"))) { int d; }
# 5
namespace D
# 6
 __attribute((visibility("hidden"))) { 
# 7
int e; }
# 8
inline namespace E __attribute((abi_tag("x"))) { int f; }
# 9
namespace F { namespace G __attribute((visibility("default"))) { }}
# 1 "/usr/include/c++/12/bits/fake_config.h" 3
namespace std __attribute((__visibility__("default"))) { 
# 3
inline namespace __cxx11 __attribute((__abi_tag__("cxx11"))) { }
# 4
typedef unsigned long size_t; 
# 5
}
# 12 "ns_attrs_ok.cu"
int main() { return 0; } 

# 1 "ns_attrs_ok.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__8de67fb7_14_ns_attrs_ok_cu_main
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "ns_attrs_ok.cudafe1.stub.c"
#include "ns_attrs_ok.cudafe1.stub.c"
# 1 "ns_attrs_ok.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
