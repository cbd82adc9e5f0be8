# 1 "launch_with_minimal_runtime_ok.ii"
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
# 1 "launch_with_minimal_runtime_ok.cu"
struct dim3 { unsigned x, y, z; dim3(unsigned a = 1, unsigned b = 1, unsigned c = 1) : x(a), y(b), z(c) { } }; 
# 2
struct CUstream_st; 
# 3
typedef CUstream_st *cudaStream_t; 
# 4
extern "C" unsigned __cudaPushCallConfiguration(dim3 gridDim, dim3 blockDim = 1, unsigned long sharedMem = 0, CUstream_st * stream = 0); 
# 5
__attribute__((visibility("hidden"))) void k(int __T0) ;
#if 0
# 5
{ } 
#endif
# 6 "launch_with_minimal_runtime_ok.cu"
void f(cudaStream_t s) 
# 7
{ 
# 8
(__cudaPushCallConfiguration(1)) ? (void)0 : k(1); 
# 9
(__cudaPushCallConfiguration(1, 2)) ? (void)0 : k(2); 
# 10
(__cudaPushCallConfiguration(dim3(1, 2), 64, 128)) ? (void)0 : k(3); 
# 11
(__cudaPushCallConfiguration(4, 64, 0, s)) ? (void)0 : k(4); 
# 12
} 

# 1 "launch_with_minimal_runtime_ok.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__ff6a1680_33_launch_with_minimal_runtime_ok_cu__Z1ki
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "launch_with_minimal_runtime_ok.cudafe1.stub.c"
#include "launch_with_minimal_runtime_ok.cudafe1.stub.c"
# 1 "launch_with_minimal_runtime_ok.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
