# 1 "valid_casts.ii"
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
# 1 "valid_casts.cu"
struct Meters { double v; explicit Meters(double d) : v(d) { } explicit operator int() const { return (int)(v); } }; 
# 2
int run(const int *cp) 
# 3
{ 
# 4
int *p = const_cast< int *>(cp); 
# 5
unsigned long addr = reinterpret_cast< unsigned long>(p); 
# 6
double d = (static_cast< double>(*p)) / (2); 
# 7
Meters m = ((Meters)(d)); 
# 8
return ((static_cast< int>(m)) + ((int)(addr & (1)))) + ((int)(3.9)); 
# 9
} 

# 1 "valid_casts.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__79984355_14_valid_casts_cu_f1f1e80f
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "valid_casts.cudafe1.stub.c"
#include "valid_casts.cudafe1.stub.c"
# 1 "valid_casts.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
