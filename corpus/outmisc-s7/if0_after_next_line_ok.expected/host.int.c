# 1 "if0_after_next_line_ok.ii"
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
# 1 "if0_after_next_line_ok.cu"
struct S { void *p; int k; }; 
#if 0
# 2
struct T { void *p; int k; }; 
#endif
# 3 "if0_after_next_line_ok.cu"
int x; 
#if 0
# 4
enum E { e0, e1}; 
#endif
# 6 "if0_after_next_line_ok.cu"
#if 0
# 6
struct T2 { void *p; int k; }; 
#endif
# 10 "if0_after_next_line_ok.cu"
#if 0
typedef 
# 7
struct H_st { 
# 9
char reserved[64]; 
# 10
} H_t; 
#endif
# 11 "if0_after_next_line_ok.cu"
int y; 
# 15
#if 0
typedef 
# 12
struct G_st { 
# 14
char reserved[64]; 
# 15
} G_t; 
#endif

# 1 "if0_after_next_line_ok.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__78cce1ff_25_if0_after_next_line_ok_cu_xxxxxxxx_PID
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "if0_after_next_line_ok.cudafe1.stub.c"
#include "if0_after_next_line_ok.cudafe1.stub.c"
# 1 "if0_after_next_line_ok.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
