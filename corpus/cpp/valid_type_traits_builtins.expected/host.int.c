# 1 "valid_type_traits_builtins.ii"
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
# 1 "valid_type_traits_builtins.cu"
struct B { }; struct D : public B { }; enum class E: short { X}; 
# 2
static_assert((__is_same(int, int) && (!__is_same(int, long))), "");
# 3
static_assert((__is_class(B) && (!__is_class(int))), "");
# 4
static_assert(__is_base_of(B, D), "");
# 5
static_assert(__is_trivially_copyable(D), "");
# 6
static_assert(__is_same(__underlying_type(E), short), "");
# 7
static_assert((__is_enum(E) && __is_empty(B)), "");

# 1 "valid_type_traits_builtins.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__0e654d33_29_valid_type_traits_builtins_cu_xxxxxxxx_PID
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "valid_type_traits_builtins.cudafe1.stub.c"
#include "valid_type_traits_builtins.cudafe1.stub.c"
# 1 "valid_type_traits_builtins.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
