# 1 "valid_if_constexpr.ii"
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
# 1 "valid_if_constexpr.cu"
template< class T> struct is_ptr { static constexpr inline bool value = false; }; 
# 2
template< class T> struct is_ptr< T *>  { static constexpr inline bool value = true; }; 
# 3
template< class T> int deref_or_value(T t) 
# 4
{ 
# 5
if constexpr (is_ptr< T> ::value) { return *t; } else { 
# 6
return t; }  
# 7
} 
# 8
int run(int v) 
# 9
{ 
# 10
int x = 7; 
# 11
if (int y = v * 2; y > 3) { x += y; }  
# 12
switch (int z = v % 3; z) { case 0:  return 0; default:  break; }  
# 13
return deref_or_value(&x) + deref_or_value(v); 
# 14
} 

# 1 "valid_if_constexpr.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__c1c16288_21_valid_if_constexpr_cu__Z3runi
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "valid_if_constexpr.cudafe1.stub.c"
#include "valid_if_constexpr.cudafe1.stub.c"
# 1 "valid_if_constexpr.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
