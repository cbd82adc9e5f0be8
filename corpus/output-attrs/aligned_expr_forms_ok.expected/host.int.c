# 1 "aligned_expr_forms_ok.ii"
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
# 1 "aligned_expr_forms_ok.cu"
struct __attribute((aligned((2) * sizeof(long)))) A1 { long x; }; 
# 2
struct __attribute((aligned(2 * 8))) A2 { int x; }; 
# 3
struct __attribute((aligned(16))) A3 { int x; }; 
# 4
struct __attribute((aligned(sizeof(long) * (2)))) A4 { int x; }; 
# 5
struct __attribute((aligned(__alignof__(long long)))) A5 { int x; }; 
# 6
struct __attribute((aligned(__alignof__(unsigned long)))) A6 { int x; }; 
# 7
struct __attribute((aligned(16))) A7 { int x; }; 
# 8
struct __attribute((aligned(4 + 4))) A8 { int x; }; 
# 9
struct __attribute((aligned(16U * (2)))) A9 { int x; }; 
# 10
struct __attribute((aligned(1 << 4))) A10 { int x; }; 
# 11
struct __attribute((aligned((2 * 2) * 2))) A11 { int x; }; 
# 12
struct __attribute((aligned(sizeof(long) << 1))) A12 { int x; }; 
# 13
struct __attribute((aligned(16ULL))) A13 { int x; }; 
# 14
struct __attribute((aligned((1 + 1) * sizeof(long)))) A14 { int x; }; 
# 15
int use(A1 *a, A14 *b) { return 0; } 

# 1 "aligned_expr_forms_ok.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__b4915271_24_aligned_expr_forms_ok_cu_7a768a4a
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "aligned_expr_forms_ok.cudafe1.stub.c"
#include "aligned_expr_forms_ok.cudafe1.stub.c"
# 1 "aligned_expr_forms_ok.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
