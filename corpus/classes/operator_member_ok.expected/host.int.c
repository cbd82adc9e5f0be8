# 1 "operator_member_ok.ii"
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
# 1 "operator_member_ok.cu"
struct V { 
# 2
int a, b; 
# 3
V operator+(const V &o) const { V r; (r.a) = ((a) + (o.a)); (r.b) = ((b) + (o.b)); return r; } 
# 4
bool operator==(const V &o) const { return ((a) == (o.a)) && ((b) == (o.b)); } 
# 5
int operator[](int i) const { return (i) ? b : (a); } 
# 6
}; 
# 7
int t() { 
# 8
V x; (x.a) = 1; (x.b) = 2; 
# 9
V y = (x + x); 
# 10
return ((y == x)) + y[1]; 
# 11
} 

# 1 "operator_member_ok.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__e7018899_21_operator_member_ok_cu__Z1tv
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "operator_member_ok.cudafe1.stub.c"
#include "operator_member_ok.cudafe1.stub.c"
# 1 "operator_member_ok.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
