# 1 "valid_cxx14_mode.ii"
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
# 1 "valid_cxx14_mode.cu"
template< class T> constexpr T pi = ((T)(3.1415926535897932385L)); 
# 2
constexpr int popcount(unsigned v) { int c = 0; while (v) { c += (v & 1U); v >>= 1; }  return c; } 
# 3
static_assert((popcount(182U) == 5), "");
# 4
auto gl = [](auto x) { return x + pi< __decltype(x)> ; } ; typedef decltype(gl) __T0;
# 5
double run() { return gl((1.0)) + pi< float> ; } 

# 1 "valid_cxx14_mode.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__6cd352ae_19_valid_cxx14_mode_cu__Z3runv
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "valid_cxx14_mode.cudafe1.stub.c"
#include "valid_cxx14_mode.cudafe1.stub.c"
# 1 "valid_cxx14_mode.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
