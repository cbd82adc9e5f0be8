# 1 "category_traits_ok.ii"
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
# 1 "a.cu"
struct A { int x; }; 
# 2
union U { int i; float f; }; 
# 3
enum E { e1}; 
# 4
enum class S: short { s}; 
# 5
struct Inc; 
# 6
static_assert((__is_enum(E) && __is_enum(S) && (!__is_enum(int))), "enum");
# 7
static_assert((__is_class(A) && (!__is_class(U)) && __is_union(U) && __is_class(Inc)), "class");
# 8
static_assert((__is_same(int, int) && (!__is_same(int, const int)) && (!__is_same(int, long))), "same");
# 9
static_assert((__is_base_of(A, A) && (!__is_base_of(int, int)) && (!__is_base_of(A, Inc))), "base");
# 10
static_assert((__is_pod(int) && (!__is_pod(int &)) && __is_trivial(int [3])), "pod");
# 11
static_assert((__is_aggregate(A) && __is_aggregate(int [3]) && (!__is_aggregate(int))), "aggregate");
# 12
static_assert((__is_literal_type(int) && __has_unique_object_representations(int)), "literal");
# 13
static_assert((!__has_unique_object_representations(float)), "float");
# 14
int main() { return 0; } 

# 1 "category_traits_ok.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__178462a6_21_category_traits_ok_cu_main
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "category_traits_ok.cudafe1.stub.c"
#include "category_traits_ok.cudafe1.stub.c"
# 1 "category_traits_ok.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
