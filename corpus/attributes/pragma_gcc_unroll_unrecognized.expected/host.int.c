# 1 "pragma_gcc_unroll_unrecognized.ii"
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
# 1 "pragma_gcc_unroll_unrecognized.cu"
#pragma GCC push_options
__attribute__((unused)) int sum(const int *p) 
# 3
{int volatile ___ = 1;(void)p;
# 8
::exit(___);}
#if 0
# 3
{ 
# 4
int s = 0; 
#pragma GCC unroll 4
for (int i = 0; i < 4; ++i) { s += (p[i]); }  
# 7
return s; 
# 8
} 
#endif
# 9 "pragma_gcc_unroll_unrecognized.cu"
#pragma GCC pop_options

# 1 "pragma_gcc_unroll_unrecognized.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__78cf5220_33_pragma_gcc_unroll_unrecognized_cu_28189444
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "pragma_gcc_unroll_unrecognized.cudafe1.stub.c"
#include "pragma_gcc_unroll_unrecognized.cudafe1.stub.c"
# 1 "pragma_gcc_unroll_unrecognized.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
