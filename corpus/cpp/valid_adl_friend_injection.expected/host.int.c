# 1 "valid_adl_friend_injection.ii"
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
# 1 "valid_adl_friend_injection.cu"
namespace geo { 
# 2
struct Pt { int x; friend inline int norm1(Pt p) { return ((p.x) < 0) ? -(p.x) : (p.x); } }; 
# 3
int twice(Pt p) { return 2 * (p.x); } 
# 4
Pt operator+(Pt a, Pt b) { return Pt{(a.x) + (b.x)}; } 
# 5
}
# 6
namespace lib { namespace detail { int helper() { return 5; } }using namespace detail;}
# 7
namespace app { using namespace lib;int call() { return helper(); } }
# 8
int run() { geo::Pt a{(-3)}, b{4}; return ((norm1(a) + twice(b)) + ((a + b).x)) + app::call(); } 

# 1 "valid_adl_friend_injection.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__de0daf5a_29_valid_adl_friend_injection_cu_4accf0e7
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "valid_adl_friend_injection.cudafe1.stub.c"
#include "valid_adl_friend_injection.cudafe1.stub.c"
# 1 "valid_adl_friend_injection.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
