# 1 "dep_cast_scalar_ok.ii"
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
# 3
template< class T> int to_int(T v) { return (int)v; } 
# 4
template< class T> float scaled(T v) { return (static_cast< float>(v)) * (2.0F); } 
# 5
template< class T> void unused(T v) { (void)v; } 
# 6
template< class T> long widen(T v) { long x = (static_cast< int>(v)) + 1; return x; } 
# 7
template< class T> struct Box { 
# 8
T v; 
# 9
int get() const { return (int)(v); } 
# 10
double half() const { return (static_cast< double>(v)) / (2); } 
# 11
}; 
# 12
int use() { Box< int>  b{4}; return (to_int((3.5)) + ((int)scaled(2))) + b.get(); } 

# 1 "dep_cast_scalar_ok.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__0fa7b64f_21_dep_cast_scalar_ok_cu__Z3usev
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "dep_cast_scalar_ok.cudafe1.stub.c"
#include "dep_cast_scalar_ok.cudafe1.stub.c"
# 1 "dep_cast_scalar_ok.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
