# 1 "prelude_template_default_args_ok.ii"
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
# 1 "/usr/include/h.h" 3
enum cudaSurfaceBoundaryMode { cudaBoundaryModeZero, cudaBoundaryModeClamp, cudaBoundaryModeTrap}; 
# 2
extern "C" int mm(void ** p, unsigned long size, unsigned flags); 
# 3
template< class T> static inline int mmt(T **p, unsigned long size, unsigned flags = 1) { return ::mm((void **)((void *)p), size, flags); } 
# 4
template< class T> static inline int s1(T *p, int x, cudaSurfaceBoundaryMode mode = cudaBoundaryModeTrap) { return x; } 
# 5
template< class T> static inline int t1(T *p, float x, float y, int comp = 0) { return comp; } 
# 2 "prelude_template_default_args_ok.cu"
int u; 

# 1 "prelude_template_default_args_ok.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__3eb9a95e_35_prelude_template_default_args_ok_cu_xxxxxxxx_PID
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "prelude_template_default_args_ok.cudafe1.stub.c"
#include "prelude_template_default_args_ok.cudafe1.stub.c"
# 1 "prelude_template_default_args_ok.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
