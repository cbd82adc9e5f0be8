# 1 "using_through_namespace.ii"
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
# 1 "using_through_namespace.cu"
extern "C" void ab(); 
# 2
extern "C" int at(int); 
# 3
typedef struct { int q; } dv_t; 
# 4
typedef int lt; 
# 5
int dv(int, int); 
# 6
namespace G { using ::lt;long dv(long a, long b); }
# 7
namespace S { using ::ab;using ::at;using ::dv_t;using ::dv;long dv(long a); }
# 8
namespace S { using G::lt;using G::dv;}
# 9
using S::ab;
# 10
using S::at;
# 12
namespace S { }

# 1 "using_through_namespace.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__0e8f7a7e_26_using_through_namespace_cu_xxxxxxxx_PID
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "using_through_namespace.cudafe1.stub.c"
#include "using_through_namespace.cudafe1.stub.c"
# 1 "using_through_namespace.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
