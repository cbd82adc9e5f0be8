# 1 "explicit_conversion_to_aggregate_cast_ok.ii"
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
# 1 "explicit_conversion_to_aggregate_cast_ok.cu"
struct F2 { float x, y; }; 
# 2
struct E4 { 
# 3
unsigned short s; 
# 4
explicit operator F2() const; 
# 5
explicit operator float() const; 
# 6
F2 twice() const { F2 a = ((F2)(*this)); F2 b = ((F2)(*this)); (a.x) += (b.x); return a; } 
# 7
}; 
# 8
float g(E4 e) { return (static_cast< float>(e)) + (((F2)e).y); } 

# 1 "explicit_conversion_to_aggregate_cast_ok.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__7fef1752_43_explicit_conversion_to_aggregate_cast_ok_cu__Z1g2E4
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "explicit_conversion_to_aggregate_cast_ok.cudafe1.stub.c"
#include "explicit_conversion_to_aggregate_cast_ok.cudafe1.stub.c"
# 1 "explicit_conversion_to_aggregate_cast_ok.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
