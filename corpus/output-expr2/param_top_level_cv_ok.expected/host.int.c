# 1 "param_top_level_cv_ok.ii"
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
# 1 "param_top_level_cv_ok.cu"
typedef int I; typedef int *IP; 
# 2
void a(const I n, const IP p, const IP q); 
# 3
void b(const int x, const int *const y); 
# 4
struct S { int v; void f(const int x) const; S(const int k) : v(k) { } }; 
# 5
void S::f(const int x) const { } 
# 6
void c(const S s, volatile S t); 
# 7
void d(int *const volatile r, const volatile int w); 
# 8
void e(const int *const); 
# 9
int h(const char *const p, volatile int v, int *const q) { return ((*p) + v) + (*q); } 
# 10
void g(const int z); 
# 11
void g(const int z) { } 

# 1 "param_top_level_cv_ok.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__1a7acda4_24_param_top_level_cv_ok_cu_3bcaa4fe
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "param_top_level_cv_ok.cudafe1.stub.c"
#include "param_top_level_cv_ok.cudafe1.stub.c"
# 1 "param_top_level_cv_ok.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
