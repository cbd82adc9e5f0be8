# 1 "valid_hidden_friend_adl.ii"
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
# 1 "valid_hidden_friend_adl.cu"
namespace geo { 
# 2
struct Pt { 
# 3
typedef int coord; 
# 4
Pt(int a, int b) : x(a), y(b) { } 
# 5
friend inline coord norm1(Pt p) { return (((p.x) < 0) ? -(p.x) : (p.x)) + (((p.y) < 0) ? -(p.y) : (p.y)); } 
# 6
friend inline bool operator==(const Pt &a, const Pt &b) { return ((a.x) == (b.x)) && ((a.y) == (b.y)); } 
# 7
friend inline int dot(const Pt &a, const Pt &b) { return ((a.x) * (b.x)) + ((a.y) * (b.y)); } 
# 9
private: int x, y; 
# 10
}; 
# 11
}
# 12
int use(geo::Pt p, geo::Pt q) { 
# 13
int n = norm1(p) + dot(p, q); 
# 14
return (p == q) ? n : (-n); 
# 15
} 

# 1 "valid_hidden_friend_adl.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__8dc87fec_26_valid_hidden_friend_adl_cu_88f4969d
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "valid_hidden_friend_adl.cudafe1.stub.c"
#include "valid_hidden_friend_adl.cudafe1.stub.c"
# 1 "valid_hidden_friend_adl.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
