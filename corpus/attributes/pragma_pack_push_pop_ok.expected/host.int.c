# 1 "pragma_pack_push_pop_ok.ii"
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
# 1 "pragma_pack_push_pop_ok.cu"
#pragma pack ( push, 1 )
struct P1 { char c; int i; short s; }; 
#pragma pack ( push, 2 )
struct P2 { char c; int i; double d; }; 
#pragma pack ( pop )
struct P1b { char c; double d; }; 
#pragma pack ( pop )
struct N { char c; int i; short s; }; 
#pragma pack ( 8 )
#pragma pack ( push, inner, 4 )
struct P4 { char c; double d; }; 
#pragma pack ( pop, inner )
struct P8 { char c; double d; }; 
#pragma pack ( )
struct D { char c; long double d; }; 
# 16
static_assert(((sizeof(P1) == (7)) && (__alignof__(P1) == (1))), "");
# 17
static_assert(((sizeof(P2) == (14)) && (__alignof__(P2) == (2))), "");
# 18
static_assert((sizeof(P1b) == (9)), "");
# 19
static_assert((sizeof(N) == (12)), "");
# 20
static_assert(((sizeof(P4) == (12)) && (__alignof__(P4) == (4))), "");
# 21
static_assert((sizeof(P8) == (16)), "");
# 22
static_assert((sizeof(D) == (32)), "");

# 1 "pragma_pack_push_pop_ok.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__b0de05c4_26_pragma_pack_push_pop_ok_cu_xxxxxxxx_PID
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "pragma_pack_push_pop_ok.cudafe1.stub.c"
#include "pragma_pack_push_pop_ok.cudafe1.stub.c"
# 1 "pragma_pack_push_pop_ok.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
