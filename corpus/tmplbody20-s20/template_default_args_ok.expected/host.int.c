# 1 "template_default_args_ok.ii"
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
# 1 "template_default_args_ok.cu"
enum Mode { ModeA, ModeB}; 
# 2
template< class T> int g1(T *p, int comp = 0) { return comp; } 
# 3
template< class T> int g2(T *p, unsigned flags = 1, Mode m = ModeB) { return (int)flags; } 
# 4
template< class T> int g3(T *p, double d = 2, int n = 1 + 2, float fl = (1.0), int *q = 0, bool b = true) { return 0; } 
# 5
template< class T> int g4(T *p, char c = 'a') { return 0; } 
# 6
template< class T> int g8(T *p, long n = 3L, unsigned u = 7U, void *v = 0) { return 0; } 

# 1 "template_default_args_ok.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__2915897c_27_template_default_args_ok_cu_xxxxxxxx_PID
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "template_default_args_ok.cudafe1.stub.c"
#include "template_default_args_ok.cudafe1.stub.c"
# 1 "template_default_args_ok.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
