# 1 "ctor_friend_decl_ok.ii"
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
# 1 "ctor_friend_decl_ok.cu"
namespace bank { 
# 2
class Account { 
# 3
int balance; 
# 5
public: Account(int b) : balance(b) { } 
# 6
friend int peek(const Account &); 
# 7
friend class Auditor; 
# 8
}; 
# 9
int peek(const Account &a) { return a.balance; } 
# 10
class Auditor { public: int check(const Account &a) const { return a.balance; } }; 
# 11
}

# 1 "ctor_friend_decl_ok.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__7e9ab8dd_22_ctor_friend_decl_ok_cu_651a4ff6
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "ctor_friend_decl_ok.cudafe1.stub.c"
#include "ctor_friend_decl_ok.cudafe1.stub.c"
# 1 "ctor_friend_decl_ok.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
