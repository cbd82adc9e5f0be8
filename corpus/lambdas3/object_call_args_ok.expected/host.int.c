# 1 "object_call_args_ok.ii"
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
# 1 "object_call_args_ok.cu"
struct S { int v; operator int() const { return v; } }; 
# 2
struct F { int operator()(int a) const { return a; } }; 
# 3
struct G { int operator()(int a) { return a; } int operator()(int a, int b) { return a + b; } }; 
# 4
int run() 
# 5
{ 
# 6
F f; G g; S s{1}; 
# 7
auto l = [](int a) { return a; } ; typedef decltype(l) __T0;
# 8
auto m = [](int a, double) mutable { return a; } ; typedef decltype(m) __T1;
# 9
const F cf{}; 
# 10
return (((((f((2.5)) + f(s)) + g(1)) + g(1, 2)) + l('c')) + m(1, 2)) + cf(3); 
# 11
} 

# 1 "object_call_args_ok.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__4571b7c2_22_object_call_args_ok_cu__Z3runv
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "object_call_args_ok.cudafe1.stub.c"
#include "object_call_args_ok.cudafe1.stub.c"
# 1 "object_call_args_ok.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
