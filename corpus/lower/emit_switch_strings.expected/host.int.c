# 1 "emit_switch_strings.ii"
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
# 1 "emit_switch_strings.cu"
const char *greeting = ("hi\n"); 
# 2
int table[3] = {1, 2, 3}; 
# 3
int *first = (table); 
# 4
int pick(long a, unsigned b); 
# 5
int classify(int k) 
# 6
{ 
# 7
switch (k) { 
# 8
case 1:  
# 9
return pick(1, 2); 
# 10
case 2:  case 3:  
# 11
return table[k - 2]; 
# 12
default:  
# 13
break; 
# 14
}  
# 15
return (*first) + ((greeting[0]) == ('h')); 
# 16
} 

# 1 "emit_switch_strings.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__77b57cbb_22_emit_switch_strings_cu_greeting
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "emit_switch_strings.cudafe1.stub.c"
#include "emit_switch_strings.cudafe1.stub.c"
# 1 "emit_switch_strings.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
