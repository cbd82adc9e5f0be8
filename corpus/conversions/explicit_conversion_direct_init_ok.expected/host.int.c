# 1 "explicit_conversion_direct_init_ok.ii"
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
# 1 "explicit_conversion_direct_init_ok.cu"
struct H { H() = default;H(float); H(int); H(unsigned short); unsigned short v; }; 
# 2
struct F { 
# 3
unsigned char s; 
# 4
explicit operator H() const; 
# 5
explicit operator float() const; 
# 6
explicit operator unsigned short() const { return (((H)((*this)))).v; } 
# 7
}; 
# 8
H g(F f) { H a(f); H b = ((H)(f)); H c = ((H)(f)); return (a.v) ? b : c; } 

# 1 "explicit_conversion_direct_init_ok.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__571b21dc_37_explicit_conversion_direct_init_ok_cu__Z1g1F
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "explicit_conversion_direct_init_ok.cudafe1.stub.c"
#include "explicit_conversion_direct_init_ok.cudafe1.stub.c"
# 1 "explicit_conversion_direct_init_ok.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
