# 1 "auto_vars_ok.ii"
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
# 1 "auto_vars_ok.cu"
int g; 
# 2
int &ref_g() { return g; } 
# 3
double half(int v) { return v / (2.0); } 
# 4
int run(int v) 
# 5
{ 
# 6
auto a = v + 1; 
# 7
const auto &r = a; 
# 8
auto *p = &a; 
# 9
auto &&fw = ref_g(); 
# 10
auto &&tmp = v * 2; 
# 11
decltype(auto) d = (a); 
# 12
decltype(auto) e = a; 
# 13
auto h = half(v); 
# 14
auto c{3}; 
# 15
const int ci = 4; 
# 16
auto nc = ci; 
# 17
nc = 5; 
# 18
int arr[3] = {1, 2, 3}; 
# 19
auto ap = arr; 
# 20
auto fp = half; 
# 21
d = 2; 
# 22
return (((((((((a + r) + (*p)) + fw) + tmp) + e) + ((int)h)) + c) + nc) + (ap[0])) + ((int)fp(1)); 
# 23
} 

# 1 "auto_vars_ok.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__bf997ef8_15_auto_vars_ok_cu_8810433e
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "auto_vars_ok.cudafe1.stub.c"
#include "auto_vars_ok.cudafe1.stub.c"
# 1 "auto_vars_ok.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
