# 1 "valid_local_classes_and_statics.ii"
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
# 1 "valid_local_classes_and_statics.cu"
int run(int k) 
# 2
{ 
# 3
enum Local { A = 1, B}; 
# 4
struct Acc { int s = 0; void add(int v) { (s) += v; } }; 
# 5
static Acc total; 
# 6
Acc a; 
# 7
auto outer = [&](int x) { auto inner = [&a, x](int y) { (a).add((x) * y); } ; typedef decltype(inner) __T0;inner(B); } ; typedef decltype(outer) __T1;
# 8
outer(k); 
# 9
total.add(a.s); 
# 10
return (total.s) + (A); 
# 11
} 

# 1 "valid_local_classes_and_statics.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__fada5ddd_34_valid_local_classes_and_statics_cu__Z3runi
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "valid_local_classes_and_statics.cudafe1.stub.c"
#include "valid_local_classes_and_statics.cudafe1.stub.c"
# 1 "valid_local_classes_and_statics.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
