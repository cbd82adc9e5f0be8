# 1 "valid_pointer_to_member.ii"
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
# 1 "valid_pointer_to_member.cu"
struct S { int a = 1, b = 2; int sum() const { return (a) + (b); } int scale(int k) { return (a) * k; } }; 
# 2
struct T : public S { }; 
# 3
int run() 
# 4
{ 
# 5
int (S::*pm) = (&S::b); 
# 6
int (S::*pf)(void) const = (&S::sum); 
# 7
int (S::*ps)(int) = (&S::scale); 
# 8
T t; S *p = &t; 
# 9
return (((t).*pm) + (((t).*pf)())) + ((p->*ps)(3)); 
# 10
} 

# 1 "valid_pointer_to_member.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__bd75db04_26_valid_pointer_to_member_cu__Z3runv
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "valid_pointer_to_member.cudafe1.stub.c"
#include "valid_pointer_to_member.cudafe1.stub.c"
# 1 "valid_pointer_to_member.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
