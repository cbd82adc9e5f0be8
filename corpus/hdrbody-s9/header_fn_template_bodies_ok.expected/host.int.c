# 1 "header_fn_template_bodies_ok.ii"
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
# 1 "/usr/include/hb_bodies.h" 3
typedef unsigned long size_t; 
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
# 2
enum kind_t { kind_none, kind_some}; 
# 3
struct desc_t { int x; kind_t k; }; 
# 4
extern "C" desc_t make_desc(int x, kind_t k); 
# 5
extern "C" int raw_alloc(void ** p, size_t n); 
# 6
template< class T> inline desc_t make_desc() { return make_desc(0, kind_none); } 
# 7
template< class T> static inline int typed_alloc(T **p, size_t n) { return ::raw_alloc((void **)((void *)p), n); } 
# 8
template< class T> inline bool is_zero(T v) { return v == 0; } 
# 9
template< class T> constexpr const T *first(const T *p) { return p; } 
# 10
template< class T> inline T pick(int n) { T r; fill_any(&r, n); return r; } 
# 11
template< class T> inline int count_up(T v) { return helper_not_declared_yet(v, 1); } 
# 12
template< kind_t > inline desc_t make_kind() { return make_desc(1, kind_some); } 
# 2 "header_fn_template_bodies_ok.cu"
int use(int **p) { return raw_alloc((void **)p, 4); } 

# 1 "header_fn_template_bodies_ok.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__91d77297_31_header_fn_template_bodies_ok_cu_1d83618c
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "header_fn_template_bodies_ok.cudafe1.stub.c"
#include "header_fn_template_bodies_ok.cudafe1.stub.c"
# 1 "header_fn_template_bodies_ok.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
