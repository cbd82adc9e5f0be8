# 1 "explicit_args_instantiations_ok.ii"
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
# 1 "explicit_args_instantiations_ok.cu"
template< class T> int get(T t) { return 1; } 
# 2
template int get< long> (long t);
# 3
template< class T> struct Box { T v; int n; }; 
# 4
template struct Box< int> ;
# 5
extern template struct Box< long> ;
# 6
template< class T, class U> T convert(U u) { return u; } 
# 7
template< int N> int fi() { return 1; } 
# 8
template< class T> T sum(const T *p, int n) { return 0; } 
# 9
double use(double d) { return (((convert< int> (d)) + convert< long, double> (d)) + (fi< 3> ())) + (fi< 1> ()); } 

# 1 "explicit_args_instantiations_ok.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__a62e2cd0_34_explicit_args_instantiations_ok_cu__Z3used
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "explicit_args_instantiations_ok.cudafe1.stub.c"
#include "explicit_args_instantiations_ok.cudafe1.stub.c"
# 1 "explicit_args_instantiations_ok.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
