# 1 "conversion_function_to_class_ok.ii"
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
# 1 "conversion_function_to_class_ok.cu"
struct Raw { unsigned short x; }; 
# 2
struct Half { 
# 3
unsigned short v; 
# 4
Half() = default;
# 5
Half(const Raw &r) : v(r.x) { } 
# 6
operator Raw() const { Raw r; (r.x) = (v); return r; } 
# 7
}; 
# 8
void take(Raw r); 
# 9
void take_ref(const Raw & r); 
# 10
void take_half(const Half & h); 
# 11
unsigned short f(Half h) { 
# 12
Raw a = h; 
# 13
take(h); 
# 14
take_ref(h); 
# 15
Raw b = ((Raw)h); 
# 16
Raw c(h); 
# 17
take_half(a); 
# 18
return ((a.x) + (b.x)) + (c.x); 
# 19
} 

# 1 "conversion_function_to_class_ok.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__fd1f6ef9_34_conversion_function_to_class_ok_cu_713018e3
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "conversion_function_to_class_ok.cudafe1.stub.c"
#include "conversion_function_to_class_ok.cudafe1.stub.c"
# 1 "conversion_function_to_class_ok.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
