# 1 "explicit_fn_specs_ok.ii"
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
# 1 "/usr/include/spec_fn.h" 3
enum Kind { K0, K1, K2}; 
# 2
struct Desc { int x, y; Kind k; }; 
# 3
extern Desc make(int x, int y, Kind k); 
# 4
template< class T> Desc desc() { return make(0, 0, K0); } 
# 5
template<> Desc desc< char> () 
# 6
{ 
# 7
int e = (((int)sizeof(char)) * 8); 
# 8
return make(e, 0, K1); 
# 9
} 
# 10
template<> Desc desc< unsigned short> () 
# 11
{ 
# 12
int e = (((int)sizeof(unsigned short)) * 8); 
# 13
return make(e, e, K2); 
# 14
} 
# 2 "explicit_fn_specs_ok.cu"
Desc use() { return make(1, 2, K0); } 

# 1 "explicit_fn_specs_ok.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__85e44503_23_explicit_fn_specs_ok_cu__Z3usev
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "explicit_fn_specs_ok.cudafe1.stub.c"
#include "explicit_fn_specs_ok.cudafe1.stub.c"
# 1 "explicit_fn_specs_ok.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
