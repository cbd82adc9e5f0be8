# 1 "device_virtual_ok.ii"
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
# 1 "device_virtual_ok.cu"
struct Op { 
# 2
virtual float apply(float) const = 0; 
# 3
virtual ~Op() {int *volatile ___ = 0;::free(___);}
#if 0
# 3
{ } 
#endif
# 4 "device_virtual_ok.cu"
}; 
# 5
struct Add : public Op { float k; Add(float v) : k(v) {int *volatile ___ = 0;(void)v;::free(___);}
#if 0
# 5
{ } 
#endif
# 5 "device_virtual_ok.cu"
virtual float apply(float x) const override {int volatile ___ = 1;(void)x;::exit(___);}
#if 0
# 5
{ return x + (k); } 
#endif
# 5 "device_virtual_ok.cu"
}; 
# 6
struct Mul : public Op { float k; Mul(float v) : k(v) {int *volatile ___ = 0;(void)v;::free(___);}
#if 0
# 6
{ } 
#endif
# 6 "device_virtual_ok.cu"
virtual float apply(float x) const override {int volatile ___ = 1;(void)x;::exit(___);}
#if 0
# 6
{ return x * (k); } 
#endif
# 6 "device_virtual_ok.cu"
}; 
# 7
__attribute__((visibility("hidden"))) void k(float *p, int which) ;
#if 0
# 8
{ 
# 9
Add a((1.0F)); Mul m((2.0F)); 
# 10
const Op &op = (which) ? static_cast< const Op &>(a) : (static_cast< const Op &>(m)); 
# 11
(p[0]) = op.apply(p[0]); 
# 12
} 
#endif

# 1 "device_virtual_ok.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__a5b8aefa_20_device_virtual_ok_cu__Z1kPfi
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "device_virtual_ok.cudafe1.stub.c"
#include "device_virtual_ok.cudafe1.stub.c"
# 1 "device_virtual_ok.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
