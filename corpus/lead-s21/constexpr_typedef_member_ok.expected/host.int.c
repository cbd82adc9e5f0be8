# 1 "constexpr_typedef_member_ok.ii"
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
# 3
typedef unsigned long size_t; 
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
# 4
typedef const int CI; 
# 5
template< class T, size_t N> struct A { static constexpr inline size_t value = N; static const size_t v2 = sizeof(T); size_t m; }; 
# 6
struct B { static constexpr inline size_t value = (3); static constexpr inline CI k = 1; size_t f(size_t x) { return x; } }; 
# 7
template< class T> struct C { typedef size_t st; static constexpr inline st value = (1); }; 
# 8
constexpr size_t n1 = (4); 
# 9
constexpr CI n3 = 6; 
# 10
constexpr inline size_t n4 = (7); 
# 11
constexpr size_t *np = (nullptr); 
# 12
size_t use() { return (((n1 + n3) + n4) + B::k) + B::value; } 

# 1 "constexpr_typedef_member_ok.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__292fdf36_30_constexpr_typedef_member_ok_cu__Z3usev
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "constexpr_typedef_member_ok.cudafe1.stub.c"
#include "constexpr_typedef_member_ok.cudafe1.stub.c"
# 1 "constexpr_typedef_member_ok.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
