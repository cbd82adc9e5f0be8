# 1 "range_for_ok.ii"
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
# 1 "range_for_ok.cu"
struct Buf { int data[4]; int *begin() { return data; } int *end() { return (data) + 4; } }; 
# 2
int sum(Buf &b) 
# 3
{ 
# 4
int a[3] = {1, 2, 3}; 
# 5
int s = 0; 
# 6
for (auto x : a) { s += x; }  
# 7
for (auto &x : a) { x += 1; }  
# 8
for (const auto &x : a) { if (x > 2) { break; }  s += x; }  
# 9
for (int v : b) { if (v < 0) { continue; }  s += v; }  
# 10
return s; 
# 11
} 

# 1 "range_for_ok.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__41e9f7be_15_range_for_ok_cu_3464dc77
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "range_for_ok.cudafe1.stub.c"
#include "range_for_ok.cudafe1.stub.c"
# 1 "range_for_ok.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
