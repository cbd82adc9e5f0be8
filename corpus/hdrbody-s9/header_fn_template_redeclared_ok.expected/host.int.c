# 1 "header_fn_template_redeclared_ok.ii"
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
# 1 "/usr/include/hb_redecl.h" 3
typedef unsigned long size_t; 
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
# 2
extern "C" int raw_alloc(void ** p, size_t n); 
# 3
template< class T> static inline int typed_alloc(T ** p, size_t n); 
# 4
template< class T> inline int typed_alloc(T **p, size_t n) { return ::raw_alloc((void **)((void *)p), n); } 
# 5
template< class T> static inline int typed_alloc2(T **p, size_t n = 0) { return ::raw_alloc((void **)((void *)p), n); } 
# 2 "header_fn_template_redeclared_ok.cu"
int use(int **p) { return raw_alloc((void **)p, 4); } 

# 1 "header_fn_template_redeclared_ok.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__e191e4c9_35_header_fn_template_redeclared_ok_cu_1d83618c
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "header_fn_template_redeclared_ok.cudafe1.stub.c"
#include "header_fn_template_redeclared_ok.cudafe1.stub.c"
# 1 "header_fn_template_redeclared_ok.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
