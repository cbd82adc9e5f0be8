# 1 "braced_scalar_init.ii"
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
# 1 "braced_scalar_init.cu"
double d = (3.5); 
# 2
int i{7}; 
# 3
long l{(8)}; 
# 4
char c{(100)}; 
# 5
float f{((1.5))}; 
# 6
struct P { int a; short b; }; 
# 7
P p{1, (2)}; 
# 8
void h() { int j{i}; long m{(3)}; (void)j; (void)m; } 

# 1 "braced_scalar_init.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__a125a0f7_21_braced_scalar_init_cu_d
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "braced_scalar_init.cudafe1.stub.c"
#include "braced_scalar_init.cudafe1.stub.c"
# 1 "braced_scalar_init.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
