# 1 "namespace_qualified_ok.ii"
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
# 1 "namespace_qualified_ok.cu"
namespace N { struct C { struct D; struct G; }; struct C::D { int q; }; }
# 2
struct N::C::G { int r; }; 
# 3
namespace N { namespace M { struct K { struct L; }; }struct M::K::L { int s; }; }
# 4
int h() { N::C::D d; (d.q) = 1; N::C::G g; (g.r) = 2; N::M::K::L l; (l.s) = 3; return ((d.q) + (g.r)) + (l.s); } 

# 1 "namespace_qualified_ok.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__5b628912_25_namespace_qualified_ok_cu__Z1hv
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "namespace_qualified_ok.cudafe1.stub.c"
#include "namespace_qualified_ok.cudafe1.stub.c"
# 1 "namespace_qualified_ok.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
