# 1 "friend_of_outer_ok.ii"
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
# 1 "friend_of_outer_ok.cu"
namespace S { 
# 2
class L { public: class Fa; class Id; int v; }; 
# 3
class L::Fa { friend class L; int refs; protected: explicit Fa(int r) : refs(r) { } public: int n() const { return refs; } }; 
# 4
class L::Id { friend class L; mutable int idx; public: Id() { } }; 
# 5
}
# 6
int k(const S::L::Fa &f) { return f.n(); } 

# 1 "friend_of_outer_ok.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__12e1e0ed_21_friend_of_outer_ok_cu_761366ed
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "friend_of_outer_ok.cudafe1.stub.c"
#include "friend_of_outer_ok.cudafe1.stub.c"
# 1 "friend_of_outer_ok.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
