# 1 "default_type_arg_ok.ii"
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
# 2
template< class T, class U = T *> U addr(T &x) { return &x; } 
# 3
template< class T, class U = long> U widen(T x) { return x; } 
# 4
template< class T, int N = 4> int times(T x) { return x * N; } 
# 5
template< class T, int N = sizeof(T)> int size_of(T) { return N; } 
# 6
int g; 
# 7
void use() { 
# 8
int *p = addr(g); 
# 9
long w = widen(3); 
# 10
int t = times(2); 
# 11
int s = size_of('c'); 
# 12
} 

# 1 "default_type_arg_ok.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__beb194f7_22_default_type_arg_ok_cu__Z3usev
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "default_type_arg_ok.cudafe1.stub.c"
#include "default_type_arg_ok.cudafe1.stub.c"
# 1 "default_type_arg_ok.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
