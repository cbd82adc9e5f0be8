# 1 "enum_operator_with_user_operator_ok.ii"
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
# 1 "enum_operator_with_user_operator_ok.cu"
enum Col { Red, Green, Blue}; 
# 2
inline Col operator|(Col a, Col b) { return (Col)(((int)a) | ((int)b)); } 
# 3
inline bool operator&(Col a, int b) { return (((int)a) & b) != 0; } 
# 4
int m(Col c) { 
# 5
bool t = c == (Red); 
# 6
Col u = (c | (Green)); 
# 7
bool v = (c & (2)); 
# 8
int w = c + 1; 
# 9
int x = c << 2; 
# 10
return ((((t + u) + v) + w) + x) + (c < (Blue)); 
# 11
} 

# 1 "enum_operator_with_user_operator_ok.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__72cc4645_38_enum_operator_with_user_operator_ok_cu__Z1m3Col
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "enum_operator_with_user_operator_ok.cudafe1.stub.c"
#include "enum_operator_with_user_operator_ok.cudafe1.stub.c"
# 1 "enum_operator_with_user_operator_ok.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
