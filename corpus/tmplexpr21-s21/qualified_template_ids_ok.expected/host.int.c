# 1 "qualified_template_ids_ok.ii"
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
# 1 "qualified_template_ids_ok.cu"
namespace N { template< class T> T cv(T x) { return x; } namespace M { template< class T, int K> T sc(T x) { return x * K; } }}
# 2
inline float f1(float x) { return N::cv< float> (x); } 
# 3
inline double f2(double x) { return N::M::sc< double, 3> (x) + (1); } 
# 4
inline long f4(long x) { return N::cv< long> (x); } 
# 5
namespace N { inline int f5(int x) { return N::cv< int> (x) + M::sc< int, 2> (x); } }
# 6
int use() { return 0; } 

# 1 "qualified_template_ids_ok.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__42befcd1_28_qualified_template_ids_ok_cu__Z3usev
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "qualified_template_ids_ok.cudafe1.stub.c"
#include "qualified_template_ids_ok.cudafe1.stub.c"
# 1 "qualified_template_ids_ok.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
