# 1 "anon_union_member_ok.ii"
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
# 1 "anon_union_member_ok.cu"
struct K { int a; }; 
# 2
struct E1 { 
# 3
int x; 
# 4
int reserved0[3]; 
# 6
union { 
# 7
long long r1[29]; 
# 8
K kernel; 
# 9
}; 
# 11
long long r; 
# 12
}; 
#if 0
# 13
struct E2 { 
# 14
int x; 
# 15
union { long long r1[29]; K kernel; }; 
# 16
struct { int p, q; }; 
# 17
long long r; 
# 18
}; 
#endif
# 19 "anon_union_member_ok.cu"
int use(E1 e) { return ((e.kernel).a) + (e.x); } 

# 1 "anon_union_member_ok.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__e8fb72a2_23_anon_union_member_ok_cu_04d54110
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "anon_union_member_ok.cudafe1.stub.c"
#include "anon_union_member_ok.cudafe1.stub.c"
# 1 "anon_union_member_ok.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
