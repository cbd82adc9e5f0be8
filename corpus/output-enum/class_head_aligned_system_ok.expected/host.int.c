# 1 "class_head_aligned_system_ok.ii"
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
# 1 "/usr/include/sysclass.h" 3
#if 0
# 1
struct __attribute((aligned(2))) A1 { signed char x, y; }; 
#endif
# 2 "/usr/include/sysclass.h" 3
struct __attribute((aligned(8))) A2 { int x; }; 
# 3
struct __attribute((__aligned__(8), __packed__)) A3 { int x; char c; }; 
# 4
typedef struct __attribute((aligned(4))) { short s; } A7; 
# 5
union __attribute((aligned(8))) A9 { int x; float f; }; 
# 7
struct __attribute((aligned(4))) A10 { int x; }; 
# 2 "class_head_aligned_system_ok.cu"
A2 a2; 
# 3
A9 a9; 

# 1 "class_head_aligned_system_ok.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__9408267e_31_class_head_aligned_system_ok_cu_xxxxxxxx_PID
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "class_head_aligned_system_ok.cudafe1.stub.c"
#include "class_head_aligned_system_ok.cudafe1.stub.c"
# 1 "class_head_aligned_system_ok.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
