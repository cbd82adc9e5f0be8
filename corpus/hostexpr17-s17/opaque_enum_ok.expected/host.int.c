# 1 "opaque_enum_ok.ii"
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
# 1 "opaque_enum_ok.cu"
enum class byte_t: unsigned char; 
# 2
enum E2: int; 
# 3
enum class Sc; 
# 4
enum E2: int { A2, B2}; 
# 5
enum class byte_t: unsigned char { lo, hi}; 
# 6
enum class Sc { one}; 
# 7
struct Holder { 
# 8
enum class In: short; 
# 9
enum class In: short { x}; 
# 10
}; 
# 11
byte_t bt = byte_t::hi; 
# 12
E2 e2 = B2; 
# 13
int use() { return ((((int)bt) + e2) + ((int)Sc::one)) + ((int)Holder::In::x); } 

# 1 "opaque_enum_ok.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__eccf9945_17_opaque_enum_ok_cu_bt
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "opaque_enum_ok.cudafe1.stub.c"
#include "opaque_enum_ok.cudafe1.stub.c"
# 1 "opaque_enum_ok.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
