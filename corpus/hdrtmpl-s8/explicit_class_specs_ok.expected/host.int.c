# 1 "explicit_class_specs_ok.ii"
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
# 1 "/usr/include/spec_hdr.h" 3
template< class T> struct trait; 
# 2
template<> struct trait< char>  { typedef void type; }; 
# 3
template<> struct trait< signed char>  { typedef int type; static const int n = 3; }; 
# 4
template<> struct trait< unsigned long>  { typedef void type; int m; }; 
# 5
template<> struct trait< float *>  { enum { e = 1}; }; 
# 6
struct A { int a; }; 
# 7
template<> struct trait< A>  { typedef A type; }; 
# 2 "explicit_class_specs_ok.cu"
void take(trait< signed char>  * p); 

# 1 "explicit_class_specs_ok.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__d2040f99_26_explicit_class_specs_ok_cu_xxxxxxxx_PID
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "explicit_class_specs_ok.cudafe1.stub.c"
#include "explicit_class_specs_ok.cudafe1.stub.c"
# 1 "explicit_class_specs_ok.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
