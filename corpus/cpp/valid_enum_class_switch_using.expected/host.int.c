# 1 "valid_enum_class_switch_using.ii"
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
# 1 "valid_enum_class_switch_using.cu"
enum class Op { Add, Sub, Mul}; 
# 2
int eval(Op op, int a, int b) 
# 3
{ 
# 4
using enum Op;
# 5
switch (op) { 
# 6
[[likely]] case Add:  return a + b; 
# 7
case Sub:  return a - b; 
# 8
[[unlikely]] case Mul:  return a * b; 
# 9
}  
# 10
return 0; 
# 11
} 

# 1 "valid_enum_class_switch_using.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__e86f0123_32_valid_enum_class_switch_using_cu_2c39b2b3
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "valid_enum_class_switch_using.cudafe1.stub.c"
#include "valid_enum_class_switch_using.cudafe1.stub.c"
# 1 "valid_enum_class_switch_using.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
