# 1 "ctor_reference_member_ok.ii"
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
# 1 "ctor_reference_member_ok.cu"
struct V { double d; V(double x) : d(x) { } }; 
# 2
struct Holder { 
# 3
const int &ref; 
# 4
V v; 
# 5
float f; 
# 6
Holder(const int &r) : ref(r), v(2), f(((2.5))) { } 
# 7
}; 
# 8
int g = 3; 
# 9
int read() { Holder h(g); return h.ref; } 

# 1 "ctor_reference_member_ok.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__284b0f44_27_ctor_reference_member_ok_cu_g
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "ctor_reference_member_ok.cudafe1.stub.c"
#include "ctor_reference_member_ok.cudafe1.stub.c"
# 1 "ctor_reference_member_ok.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
