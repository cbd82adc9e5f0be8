# 1 "local_uses_ok.ii"
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
# 1 "local_uses_ok.cu"
struct S { S(); ~S(); int v; }; 
# 2
struct H { H(); ~H(); int v; }; 
# 3
void f(S &); 
# 4
__attribute__((unused)) void g() {int volatile ___ = 1;::exit(___);}
#if 0
# 4
{ S s; f(s); (s.v) = 1; } 
#endif
# 5 "local_uses_ok.cu"
void h(S &r, S *p) { H hh; f(r); (r.v) = ((p->v) + (hh.v)); S &q = *p; (void)q; } 

# 1 "local_uses_ok.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__f23b4d84_16_local_uses_ok_cu__Z1gv
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "local_uses_ok.cudafe1.stub.c"
#include "local_uses_ok.cudafe1.stub.c"
# 1 "local_uses_ok.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
