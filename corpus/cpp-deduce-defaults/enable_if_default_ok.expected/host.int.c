# 1 "enable_if_default_ok.ii"
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
struct A { typedef int tag; }; 
# 3
struct B { typedef int other; }; 
# 4
template< class T, class  = typename T::tag> int f(T) { return 1; } 
# 5
template< class T, class  = typename T::other, class  = void> long f(T) { return 2; } 
# 6
void use() { 
# 7
int a = f(A()); 
# 8
long b = f(B()); 
# 9
} 

# 1 "enable_if_default_ok.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__332eb874_23_enable_if_default_ok_cu__Z3usev
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "enable_if_default_ok.cudafe1.stub.c"
#include "enable_if_default_ok.cudafe1.stub.c"
# 1 "enable_if_default_ok.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
