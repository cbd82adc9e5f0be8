# 1 "valid_alignas_sizeof.ii"
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
# 1 "valid_alignas_sizeof.cu"
struct alignas(32) Line { char data[8]; }; 
# 2
struct Mixed { char c; double d; short s; }; 
# 3
struct Empty { }; 
# 4
struct Derived : public Empty { int x; }; 
# 5
struct Member { alignas(16) float v[2]; int tail; }; 
# 6
static_assert(((__alignof__(Line) == (32)) && (sizeof(Line) == (32))), "");
# 7
static_assert(((sizeof(Mixed) == (24)) && (__alignof__(Mixed) == (8))), "");
# 8
static_assert((sizeof(Derived) == sizeof(int)), "");
# 9
static_assert(((sizeof(Member) == (16)) && (__alignof__(Member) == (16))), "");
# 10
static_assert((__builtin_offsetof(Mixed, s) == (16)), "");

# 1 "valid_alignas_sizeof.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__65a1ea3e_23_valid_alignas_sizeof_cu_xxxxxxxx_PID
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "valid_alignas_sizeof.cudafe1.stub.c"
#include "valid_alignas_sizeof.cudafe1.stub.c"
# 1 "valid_alignas_sizeof.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
