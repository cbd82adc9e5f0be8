# 1 "trait_contexts_ok.ii"
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
# 1 "trait_ctx.cu"
enum E { e}; 
# 2
struct S { double d; }; 
# 3
void take(int); void takeb(bool); void takel(unsigned long); 
# 4
int r1() { return __is_enum(E); } 
# 5
bool r2() { return __is_enum(E); } 
# 6
unsigned long r3() { return __alignof__(S); } 
# 7
int r4() { return __alignof__(S); } 
# 8
void c() { take(__is_enum(E)); takeb(__is_enum(E)); takel(__alignof__(S)); take(__alignof__(S)); } 
# 9
int g1 = (__alignof__(S)); 
# 10
unsigned long g2 = (__alignof__(S) + (1)); 
# 11
bool g3 = ((__is_enum(E)) == (true)); 

# 1 "trait_contexts_ok.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__9a715265_20_trait_contexts_ok_cu__Z2r1v
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "trait_contexts_ok.cudafe1.stub.c"
#include "trait_contexts_ok.cudafe1.stub.c"
# 1 "trait_contexts_ok.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
