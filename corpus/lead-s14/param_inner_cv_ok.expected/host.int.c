# 1 "param_inner_cv_ok.ii"
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
# 1 "param_inner_cv_ok.cu"
void a1(int *const * pp); 
# 2
void a2(char *const *__restrict__ t); 
# 3
void a3(const char *const * p, int *const *const q); 
# 4
void a4(int *__restrict__ p); 
# 5
void a5(int *const *pp) { } 
# 6
void a6(char *const *__restrict__ t, int n) { (void)t; } 
# 7
void a7(int *volatile *const q) { } 
# 8
void a8(const int *const *, int **const); 
# 9
extern "C" int gs(char **__restrict__ __optionp, char *const *__restrict__ __tokens, char **__restrict__ __valuep) noexcept(true); 
# 10
struct S { void m(const int *const * p); void n(int *const *p) { } }; 

# 1 "param_inner_cv_ok.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__3a6ef433_20_param_inner_cv_ok_cu_2386c35e
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "param_inner_cv_ok.cudafe1.stub.c"
#include "param_inner_cv_ok.cudafe1.stub.c"
# 1 "param_inner_cv_ok.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
