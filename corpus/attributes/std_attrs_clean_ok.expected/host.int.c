# 1 "std_attrs_clean_ok.ii"
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
# 1 "std_attrs_clean_ok.cu"
[[deprecated]] int d1(); 
# 2
[[deprecated("msg")]] int d2(); 
# 3
struct [[deprecated]] DS { int v; }; 
# 4
[[maybe_unused]] static int mu; 
# 5
[[noreturn]] void die(); 
# 6
[[gnu::always_inline]] inline int fast() { return 1; } 
# 7
[[gnu::noinline]] int slow() { return 2; } 
# 8
struct alignas(16) V { float x, y; }; 
# 9
static_assert((__alignof__(V) == (16)), "");
# 10
static_assert((sizeof(V) == (16)), "");
# 11
alignas(8) int buf[4]; 
# 12
int use(int x) { 
# 13
DS s{1}; 
# 14
switch (x) { 
# 15
case 1:  x++; [[fallthrough]] ; 
# 16
case 2:  x++; break; 
# 17
default:  break; 
# 18
}  
# 19
if (x > 3) { [[likely]] x--; } else { [[unlikely]] x++; }  
# 20
[[maybe_unused]] int y = 2; 
# 21
return ((((d1() + d2()) + (s.v)) + fast()) + slow()) + (buf[0]); 
# 22
} 

# 1 "std_attrs_clean_ok.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__d8dd0fd7_21_std_attrs_clean_ok_cu__Z4slowv
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "std_attrs_clean_ok.cudafe1.stub.c"
#include "std_attrs_clean_ok.cudafe1.stub.c"
# 1 "std_attrs_clean_ok.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
