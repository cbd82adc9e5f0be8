# 1 "pragma_unroll_ok.ii"
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
# 1 "pragma_unroll_ok.cu"
__attribute__((unused)) int sum(const int *p) 
# 2
{int volatile ___ = 1;(void)p;
# 13
::exit(___);}
#if 0
# 2
{ 
# 3
int s = 0; 
# 5
#pragma unroll
for (
# 5
int i = 0; i < 4; ++i) { s += (p[i]); }  
# 7
#pragma unroll 2
for (
# 7
int i = 0; i < 8; ++i) { s += (p[i]); }  
#pragma nounroll
while (s > 100) { s /= 2; }  
# 11
s += 1; 
# 12
return s; 
# 13
} 
#endif

# 1 "pragma_unroll_ok.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__e8b0d0aa_19_pragma_unroll_ok_cu_28189444
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "pragma_unroll_ok.cudafe1.stub.c"
#include "pragma_unroll_ok.cudafe1.stub.c"
# 1 "pragma_unroll_ok.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
