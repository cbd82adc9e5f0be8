# 1 "bitfield_unnamed_forms_ok.ii"
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
# 1 "bitfield_unnamed_forms_ok.cu"
constexpr int W = 3; 
# 2
struct S { 
# 3
unsigned a: 2; unsigned: 3; 
# 4
unsigned b: W; 
# 5
unsigned c: W + 1, d: 2U; 
# 6
int: 0; 
# 7
unsigned e: 4; 
# 8
}; 
# 9
S s; 
# 10
unsigned get(S x) { return ((((x.a) + (x.b)) + (x.c)) + (x.d)) + (x.e); } 

# 1 "bitfield_unnamed_forms_ok.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__c6e28a7f_28_bitfield_unnamed_forms_ok_cu__Z3get1S
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "bitfield_unnamed_forms_ok.cudafe1.stub.c"
#include "bitfield_unnamed_forms_ok.cudafe1.stub.c"
# 1 "bitfield_unnamed_forms_ok.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
