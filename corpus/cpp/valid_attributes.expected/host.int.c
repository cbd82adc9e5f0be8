# 1 "valid_attributes.ii"
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
# 1 "valid_attributes.cu"
[[nodiscard]] int compute(int x) { return x * 3; } 
# 2
[[noreturn]] void fatal(); 
# 3
[[deprecated("use compute")]] int old_compute(int); 
# 4
struct [[gnu::packed]] Tight { char c; int i; }; 
# 5
static_assert((sizeof(Tight) == (5)), "");
# 6
__attribute((aligned(16))) static int aligned_buf[4]; 
# 7
int f(int k, [[maybe_unused]] int unused) 
# 8
{ 
# 9
int r = compute(k); 
# 10
switch (k) { 
# 11
case 1:  r++; [[fallthrough]] ; 
# 12
case 2:  r++; break; 
# 13
default:  break; 
# 14
}  
# 15
return r + (aligned_buf[0]); 
# 16
} 

# 1 "valid_attributes.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__9ef5658f_19_valid_attributes_cu_297892b7
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "valid_attributes.cudafe1.stub.c"
#include "valid_attributes.cudafe1.stub.c"
# 1 "valid_attributes.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
