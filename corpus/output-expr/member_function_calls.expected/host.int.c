# 1 "member_function_calls.ii"
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
# 1 "member_function_calls.cu"
struct S { 
# 2
int v; 
# 3
int get() const { return v; } 
# 4
int twice() const { return this->get() + this->get(); } 
# 5
void set(int x) { (v) = x; } 
# 6
}; 
# 7
int run(S *p) { S s; s.set(3); p->set(4); return s.get() + p->twice(); } 

# 1 "member_function_calls.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__a45b503d_24_member_function_calls_cu_e22da0c1
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "member_function_calls.cudafe1.stub.c"
#include "member_function_calls.cudafe1.stub.c"
# 1 "member_function_calls.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
