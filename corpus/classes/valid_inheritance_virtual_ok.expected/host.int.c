# 1 "valid_inheritance_virtual_ok.ii"
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
# 1 "valid_inheritance_virtual_ok.cu"
struct Base { 
# 2
Base(int k) : k(k) { } 
# 3
virtual ~Base() = default;
# 4
virtual int value() const { return k; } 
# 5
int k; 
# 6
}; 
# 7
struct Derived __final : public Base { 
# 8
Derived() : Base(4), extra(1) { } 
# 9
virtual int value() const override { return (k) + (extra); } 
# 10
int extra; 
# 11
}; 
# 12
int run() { 
# 13
Derived d; 
# 14
Base &b = d; 
# 15
return b.value() + d.value(); 
# 16
} 

# 1 "valid_inheritance_virtual_ok.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__741023d1_31_valid_inheritance_virtual_ok_cu__Z3runv
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "valid_inheritance_virtual_ok.cudafe1.stub.c"
#include "valid_inheritance_virtual_ok.cudafe1.stub.c"
# 1 "valid_inheritance_virtual_ok.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
