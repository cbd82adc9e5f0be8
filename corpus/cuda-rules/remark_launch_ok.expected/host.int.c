# 1 "remark_launch_ok.ii"
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
# 1 "remark_launch_ok.cu"
struct dim3 { dim3(unsigned x = 1, unsigned y = 1, unsigned z = 1); }; 
# 2
struct CUstream_st; 
# 3
extern "C" unsigned __cudaPushCallConfiguration(dim3, dim3 = 1, unsigned long = 0, CUstream_st * = 0); 
# 4
__attribute__((visibility("hidden"))) void k(int __T0) ;
#if 0
# 4
{ } 
#endif
# 5 "remark_launch_ok.cu"
void f1() { (__cudaPushCallConfiguration(1, 1, 0, 0)) ? (void)0 : k(1); } 

# 1 "remark_launch_ok.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__d7b7467e_19_remark_launch_ok_cu__Z1ki
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "remark_launch_ok.cudafe1.stub.c"
#include "remark_launch_ok.cudafe1.stub.c"
# 1 "remark_launch_ok.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
