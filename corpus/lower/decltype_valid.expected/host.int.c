# 1 "decltype_valid.ii"
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
# 1 "dt.cu"
typedef __decltype((nullptr)) nullptr_t; 
# 2
int x = 1; 
# 3
int &rx = (x); 
# 4
__decltype(x) a = 2; 
# 5
__decltype((x)) b = (x); 
# 6
__decltype(rx) c = (x); 
# 7
__decltype((1 + 2)) d = 3; 
# 8
__typeof__(x) e = 4; 
# 9
__typeof__(int *) f = (0); 
# 10
static_assert((sizeof(__decltype(((1.0F)))) == (4)), "");
# 11
struct S { int m; }; 
# 12
S s; 
# 13
__decltype(s.m) g = 5; 
# 14
__decltype((s.m)) h = (s.m); 
# 15
static_assert((sizeof(nullptr_t) == (8)), "");
# 16
const int ci = 3; 

# 1 "decltype_valid.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__420236ef_17_decltype_valid_cu_x
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "decltype_valid.cudafe1.stub.c"
#include "decltype_valid.cudafe1.stub.c"
# 1 "decltype_valid.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
