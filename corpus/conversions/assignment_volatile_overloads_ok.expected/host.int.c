# 1 "assignment_volatile_overloads_ok.ii"
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
# 1 "assignment_volatile_overloads_ok.cu"
struct R { unsigned short x; }; 
# 2
struct H { 
# 3
unsigned short v; 
# 4
H() = default;
# 5
H(const R &r) : v(r.x) { } 
# 6
H &operator=(const R & r); 
# 7
volatile H &operator=(const R & r) volatile; 
# 8
volatile H &operator=(const volatile R & r) volatile; 
# 9
operator R() const; 
# 10
operator R() const volatile; 
# 11
H &operator=(float f); 
# 12
}; 
# 13
H f(R r, volatile H &vh) { H val; (val = r); (vh = r); R back = ((R)val); (val = ((1.5F))); return val; } 

# 1 "assignment_volatile_overloads_ok.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__93f92b82_35_assignment_volatile_overloads_ok_cu_d77247ff
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "assignment_volatile_overloads_ok.cudafe1.stub.c"
#include "assignment_volatile_overloads_ok.cudafe1.stub.c"
# 1 "assignment_volatile_overloads_ok.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
