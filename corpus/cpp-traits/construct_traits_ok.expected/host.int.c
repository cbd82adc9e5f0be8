# 1 "construct_traits_ok.ii"
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
struct NT { NT(); }; 
# 3
struct NE { NE() noexcept; NE(int) noexcept; NE(const NE &); }; 
# 4
struct Ex { explicit Ex(int); }; 
# 5
struct Del { Del() = delete;}; 
# 6
struct Inc; 
# 7
static_assert((__is_constructible(int) && __is_constructible(int, long) && (!__is_constructible(int, int *))), "int");
# 8
static_assert(((!__is_constructible(int &, long)) && __is_constructible(const int &, long) && (!__is_constructible(int &&, int &))), "ref");
# 9
static_assert((__is_constructible(int [3]) && (!__is_constructible(int [])) && (!__is_constructible(void))), "array");
# 10
static_assert(((!__is_constructible(int, int, int)) && (!__is_constructible(Inc)) && (!__is_constructible(Del))), "ill-formed");
# 11
static_assert((__is_constructible(Ex, int) && (!__is_convertible_to(int, Ex)) && __is_convertible_to(int, long)), "explicit");
# 12
static_assert((__is_nothrow_constructible(int, long) && __is_nothrow_constructible(A) && (!__is_nothrow_constructible(NT))), "nothrow");
# 13
static_assert((__is_nothrow_constructible(NE) && __is_nothrow_constructible(NE, int) && (!__is_nothrow_constructible(NE, const NE &))), "nothrow2");
# 14
static_assert((__is_assignable(int &, long) && (!__is_assignable(int, long)) && (!__is_assignable(Inc &, int))), "assign");
# 15
static_assert((__is_trivially_constructible(int, long) && __is_trivially_assignable(int &, long)), "trivial scalar");
# 16
static_assert((__is_trivially_constructible(A, const A &) && (!__is_trivially_constructible(NT))), "trivial class");
# 17
static_assert((__is_nothrow_constructible(A, const A &) && __is_nothrow_assignable(A &, A &&)), "implicit members");
# 18
int main() { return 0; } 

# 1 "construct_traits_ok.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__43bbd346_22_construct_traits_ok_cu_main
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "construct_traits_ok.cudafe1.stub.c"
#include "construct_traits_ok.cudafe1.stub.c"
# 1 "construct_traits_ok.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
