# 1 "dependent_qualified_calls_ok.ii"
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
# 1 "dependent_qualified_calls_ok.cu"
namespace N { int h(int); int h(double); template< class T> T id(T x) { return x; } namespace M { int k(int); int k(long); }}
# 2
int gg(int); int gg(double); 
# 3
struct S { static int sf(int); static int sf(double); }; 
# 4
template< class T> int q1(T x) { return N::h(x); } 
# 5
template< class T> int q2(T x) { return N::h(x); } 
# 6
template< class T> int q3(T x) { return ::gg(x); } 
# 7
template< class T> T q4(T x) { return N::id(x); } 
# 8
template< class T> int q5(T x) { return N::M::k(x) + 1; } 
# 9
template< class T> int q6(T x) { return S::sf(x); } 
# 10
namespace N { template< class T> int q7(T x) { return N::h(x) + M::k(x); } }
# 11
int use() { return 0; } 

# 1 "dependent_qualified_calls_ok.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__05024319_31_dependent_qualified_calls_ok_cu__Z3usev
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "dependent_qualified_calls_ok.cudafe1.stub.c"
#include "dependent_qualified_calls_ok.cudafe1.stub.c"
# 1 "dependent_qualified_calls_ok.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
