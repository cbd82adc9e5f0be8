# 1 "fn_template_locals_loops_ok.ii"
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
# 1 "fn_template_locals_loops_ok.cu"
template< class T> T sum(const T *p, int n) 
# 2
{ 
# 3
T s = T(); 
# 4
for (int i = 0; i < n; ++i) { 
# 5
s += (p[i]); }  
# 6
return s; 
# 7
} 
# 8
template< class T> T max_of(const T *p, int n) 
# 9
{ 
# 10
T m = p[0]; 
# 11
for (int i = 1; i < n; ++i) { 
# 12
if ((p[i]) > m) { 
# 13
m = (p[i]); }  }  
# 14
return m; 
# 15
} 
# 16
float use(const float *f, const int *k) { return (sum(f, 4) + (max_of(k, 3))) + sum< double> (0, 0); } 

# 1 "fn_template_locals_loops_ok.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__7e4950ec_30_fn_template_locals_loops_ok_cu_1b3564d0
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "fn_template_locals_loops_ok.cudafe1.stub.c"
#include "fn_template_locals_loops_ok.cudafe1.stub.c"
# 1 "fn_template_locals_loops_ok.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
