# 1 "ptr_default_zero.ii"
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
# 1 "ptr_default_zero.cu"
typedef struct CUst_st *cudaStream_t; 
# 2
enum E { A, B}; 
# 3
extern int f(cudaStream_t s, E * o, unsigned long long * id = 0, const int ** d = 0); 
# 4
int g(int * p = 0); 
# 5
int h(long x, void * p = 0); 
# 6
int k(char * s = 0); 

# 1 "ptr_default_zero.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__9a3cc459_19_ptr_default_zero_cu_xxxxxxxx_PID
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "ptr_default_zero.cudafe1.stub.c"
#include "ptr_default_zero.cudafe1.stub.c"
# 1 "ptr_default_zero.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
