# 1 "valid_cxx20_consteval.ii"
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
# 1 "valid_cxx20_consteval.cu"
consteval int sq(int x) { return x * x; } 
# 2
constinit int g = sq(5); 
# 3
struct Opts { int width = 1; int height = 2; bool fill = false; }; 
# 4
struct Ver { int major, minor; bool operator==(const Ver &) const = default;}; 
# 5
Opts make() { return Opts{.width = 3, .fill = true}; } 
# 6
static_assert((sq(4) == 16));
# 7
static_assert((Ver{1, 2} == Ver{1, 2}));
# 8
int run() { return (make().width) + g; } 

# 1 "valid_cxx20_consteval.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__afc24bae_24_valid_cxx20_consteval_cu_g
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "valid_cxx20_consteval.cudafe1.stub.c"
#include "valid_cxx20_consteval.cudafe1.stub.c"
# 1 "valid_cxx20_consteval.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
