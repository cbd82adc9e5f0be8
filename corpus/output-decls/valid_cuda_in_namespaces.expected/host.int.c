# 1 "valid_cuda_in_namespaces.ii"
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
# 1 "valid_cuda_in_namespaces.cu"
struct S { int a; }; 
# 2
namespace N { 
# 4
static S ds; 
# 5
static int cv; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 6
__attribute__((unused)) static int sd(int x) {int volatile ___ = 1;(void)x;::exit(___);}
#if 0
# 6
{ return x + cv; } 
#endif

#pragma GCC diagnostic pop

# 7 "valid_cuda_in_namespaces.cu"
__attribute__((visibility("hidden"))) void k(int *p) ;
#if 0
# 7
{ (*p) = sd(1); } 
#endif
# 8 "valid_cuda_in_namespaces.cu"
}
# 9
int v = 1; 

# 1 "valid_cuda_in_namespaces.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__7d4c7bf7_27_valid_cuda_in_namespaces_cu_dcb5673f
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "valid_cuda_in_namespaces.cudafe1.stub.c"
#include "valid_cuda_in_namespaces.cudafe1.stub.c"
# 1 "valid_cuda_in_namespaces.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
