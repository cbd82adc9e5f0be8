# 1 "value_init_scalars_ok.ii"
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
# 1 "value_init_scalars_ok.cu"
int a{0}; 
# 2
unsigned b{0U}; 
# 3
long c{0L}; 
# 4
unsigned long d{0UL}; 
# 5
long long e{0LL}; 
# 6
unsigned long long f{0ULL}; 
# 7
bool g{false}; 
# 8
char h{'\000'}; 
# 9
int arr[3]{}; 
# 10
int sum(int k) { 
# 11
int t{0}; 
# 12
unsigned u{0U}; 
# 13
bool w{false}; 
# 14
long m{k}; 
# 15
int n{k}; 
# 16
return ((((t + ((int)u)) + (w ? 1 : 0)) + ((int)m)) + n) + a; 
# 17
} 

# 1 "value_init_scalars_ok.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__d8ea6d14_24_value_init_scalars_ok_cu_a
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "value_init_scalars_ok.cudafe1.stub.c"
#include "value_init_scalars_ok.cudafe1.stub.c"
# 1 "value_init_scalars_ok.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
