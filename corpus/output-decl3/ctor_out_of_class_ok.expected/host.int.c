# 1 "ctor_out_of_class_ok.ii"
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
# 1 "ctor_out_of_class_ok.cu"
struct Acc { 
# 2
int v; 
# 3
int count; 
# 4
Acc(int start, int step = 1); 
# 5
}; 
# 6
Acc::Acc(int start, int step) : v(start), count(step) { ++(count); } 
# 7
struct Wrapped : public Acc { 
# 8
long extra; 
# 9
Wrapped(long e); 
# 10
}; 
# 11
Wrapped::Wrapped(long e) : Acc(3), extra(e) { } 
# 12
int total(Acc *a, Wrapped *w) { return ((a->v) + (a->count)) + (w->v); } 

# 1 "ctor_out_of_class_ok.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__04c20af2_23_ctor_out_of_class_ok_cu_48295f2d
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "ctor_out_of_class_ok.cudafe1.stub.c"
#include "ctor_out_of_class_ok.cudafe1.stub.c"
# 1 "ctor_out_of_class_ok.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
