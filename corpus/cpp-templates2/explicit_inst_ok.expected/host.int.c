# 1 "explicit_inst_ok.ii"
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
# 1 "a.cu"
template< class T> int 
# 2
size_of(const T &t) { return t.size(); } 
# 3
struct V { int size() const { return 3; } }; 
# 4
template int size_of< V> (const V & t);
# 5
extern template int size_of< long> (const long & t);
# 6
template< class T> T twice(T x) { return x + x; } 
# 7
template double twice(double x);
# 8
template< class T> struct Box { T v; int n; }; 
# 9
template struct Box< int> ;

# 1 "explicit_inst_ok.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__15d08c68_19_explicit_inst_ok_cu_xxxxxxxx_PID
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "explicit_inst_ok.cudafe1.stub.c"
#include "explicit_inst_ok.cudafe1.stub.c"
# 1 "explicit_inst_ok.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
