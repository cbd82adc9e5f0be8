# 1 "local_aliases_ok.ii"
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
# 1 "local_aliases_ok.cu"
template< class T> struct Tr { typedef T type; }; 
# 2
template< class T> T e4(T x) { using U = T; U y = x; return y; } 
# 3
template< class T> T e8(T x) { using V = typename Tr< T> ::type; V v = x; return v; } 
# 4
int e9(int x) { using I = int; I y = x; return y; } 
# 5
int main() { return e9(1); } 

# 1 "local_aliases_ok.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__bb6ad236_19_local_aliases_ok_cu__Z2e9i
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "local_aliases_ok.cudafe1.stub.c"
#include "local_aliases_ok.cudafe1.stub.c"
# 1 "local_aliases_ok.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
