# 1 "packed_class_attr_ok.ii"
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
# 1 "packed_class_attr_ok.cu"
struct __attribute((packed)) A { char c; int i; }; 
# 2
struct [[gnu::packed]] B { char c; double d; short s; }; 
# 3
struct __attribute((packed, aligned(4))) C { char c; int i; }; 
# 4
static_assert(((sizeof(A) == (5)) && (__alignof__(A) == (1))), "");
# 5
static_assert((sizeof(B) == (11)), "");
# 6
static_assert(((sizeof(C) == (8)) && (__alignof__(C) == (4))), "");

# 1 "packed_class_attr_ok.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__9891ef0e_23_packed_class_attr_ok_cu_xxxxxxxx_PID
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "packed_class_attr_ok.cudafe1.stub.c"
#include "packed_class_attr_ok.cudafe1.stub.c"
# 1 "packed_class_attr_ok.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
