# 1 "virt_specifiers_ok.ii"
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
# 1 "virt_specifiers_ok.cu"
struct B { virtual void f(); virtual int g() const; virtual void h(); virtual ~B(); }; 
# 2
struct D __final : public B { virtual void f() override final; virtual int g() const final { return 1; } virtual void h() override final; virtual ~D() override; }; 
# 3
struct E __final { int x; }; 
# 4
struct F __final { 
# 6
}; 
# 7
class G __final : public B { }; 

# 1 "virt_specifiers_ok.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__b39297de_21_virt_specifiers_ok_cu_xxxxxxxx_PID
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "virt_specifiers_ok.cudafe1.stub.c"
#include "virt_specifiers_ok.cudafe1.stub.c"
# 1 "virt_specifiers_ok.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
