# 1 "complete_or_unbounded_pair_ok.ii"
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
# 2
typedef unsigned long size_t; 
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
# 3
struct yes { }; 
# 4
struct no { }; 
# 5
template< class T> struct type_identity { typedef T type; }; 
# 6
template< class T, size_t  = sizeof(T)> yes 
# 7
complete_or_unbounded(type_identity< T> ) { return yes(); } 
# 8
template< class TI, class N = typename TI::type> no 
# 9
complete_or_unbounded(TI) { return no(); } 
# 10
struct S { int a; }; 
# 11
struct Inc; 
# 12
void use() { 
# 13
yes a = complete_or_unbounded(type_identity< int> ()); 
# 14
yes b = complete_or_unbounded(type_identity< S> ()); 
# 15
no c = complete_or_unbounded(type_identity< Inc> ()); 
# 16
yes d = complete_or_unbounded(type_identity< int &> ()); 
# 17
no e = complete_or_unbounded(type_identity< int []> ()); 
# 18
} 

# 1 "complete_or_unbounded_pair_ok.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__3c1a05be_32_complete_or_unbounded_pair_ok_cu__Z3usev
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "complete_or_unbounded_pair_ok.cudafe1.stub.c"
#include "complete_or_unbounded_pair_ok.cudafe1.stub.c"
# 1 "complete_or_unbounded_pair_ok.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
