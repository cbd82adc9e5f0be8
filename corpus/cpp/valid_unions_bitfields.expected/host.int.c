# 1 "valid_unions_bitfields.ii"
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
# 1 "valid_unions_bitfields.cu"
struct Packet { 
# 2
unsigned version: 3; 
# 3
unsigned flags: 5; 
# 4
unsigned length: 24; 
# 5
}; 
# 6
static_assert((sizeof(Packet) == (4)), "");
# 7
union Word { unsigned u; float f; unsigned char b[4]; unsigned low() const { return (u) & (65535); } }; 
# 8
struct Variant { int tag; union { int i; double d; }; }; 
# 9
int run() { Packet p{(1), (3), (100)}; Word w; (w.u) = (66051); Variant v; (v.tag) = 1; (v.d) = (2.5); return (((p.version) + (p.length)) + ((int)w.low())) + ((int)(v.d)); } 

# 1 "valid_unions_bitfields.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__2205bda0_25_valid_unions_bitfields_cu__Z3runv
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "valid_unions_bitfields.cudafe1.stub.c"
#include "valid_unions_bitfields.cudafe1.stub.c"
# 1 "valid_unions_bitfields.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
