# 1 "out_of_class_ctor_ok.ii"
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
# 1 "out_of_class_ctor_ok.cu"
struct Acc { 
# 2
int v; 
# 3
Acc(int start); 
# 4
Acc(int a, int b); 
# 5
int get() const; 
# 6
int get(int k) const; 
# 7
}; 
# 8
Acc::Acc(int start) : v(start) { } 
# 9
Acc::Acc(int a, int b) : v(a + b) { } 
# 10
int Acc::get() const { return v; } 
# 11
int Acc::get(int k) const { return (v) + k; } 
# 12
int total(Acc *a) { return a->get() + a->get(2); } 

# 1 "out_of_class_ctor_ok.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__8078de5b_23_out_of_class_ctor_ok_cu_940316e8
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "out_of_class_ctor_ok.cudafe1.stub.c"
#include "out_of_class_ctor_ok.cudafe1.stub.c"
# 1 "out_of_class_ctor_ok.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
