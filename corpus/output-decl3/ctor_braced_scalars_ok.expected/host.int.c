# 1 "ctor_braced_scalars_ok.ii"
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
# 1 "ctor_braced_scalars_ok.cu"
struct Counter { 
# 2
int n; 
# 3
unsigned u; 
# 4
unsigned v; 
# 5
long l; 
# 6
Counter() : n{0}, u{(3)}, v{4U}, l{(-1)} { } 
# 7
explicit Counter(int k) : n{k}, u{0U}, v{0U}, l{k} { } 
# 8
}; 
# 9
int get(Counter *c) { return c->n; } 

# 1 "ctor_braced_scalars_ok.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__20f86c41_25_ctor_braced_scalars_ok_cu_ae0f4738
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "ctor_braced_scalars_ok.cudafe1.stub.c"
#include "ctor_braced_scalars_ok.cudafe1.stub.c"
# 1 "ctor_braced_scalars_ok.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
