# 1 "valid_noexcept_function_types.ii"
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
# 1 "valid_noexcept_function_types.cu"
void a() noexcept; 
# 2
void b(); 
# 3
void (*pa)(void) noexcept = a; 
# 4
void (*pb)(void) = (a); 
# 5
template< class T, class U> struct same { static const bool v = false; }; 
# 6
template< class T> struct same< T, T>  { static const bool v = true; }; 
# 7
static_assert((!same< __decltype(a), __decltype(b)> ::v), "");

# 1 "valid_noexcept_function_types.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__27adb5a7_32_valid_noexcept_function_types_cu_pa
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "valid_noexcept_function_types.cudafe1.stub.c"
#include "valid_noexcept_function_types.cudafe1.stub.c"
# 1 "valid_noexcept_function_types.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
