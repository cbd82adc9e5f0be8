# 1 "class_template_defs_ok.ii"
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
# 1 "class_template_defs_ok.cu"
template< class T, int N = 3> struct A { typedef T *ptr; void set(T v); int n; }; 
# 2
template< class T> 
# 3
struct W { 
# 5
T a; 
# 6
static int count; 
# 7
T *next; 
# 8
}; 
# 9
template< class T, class U = int> class C { public: T x; private: U y; }; 
# 10
namespace ns { template< class T> struct In { T v; }; }
# 11
template< bool B> struct Flag { }; 
# 12
template< class T> struct S1; 
# 13
template< class T> struct S1 { int k; }; 
# 14
int f(int a) { return a; } 

# 1 "class_template_defs_ok.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__38300b22_25_class_template_defs_ok_cu__Z1fi
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "class_template_defs_ok.cudafe1.stub.c"
#include "class_template_defs_ok.cudafe1.stub.c"
# 1 "class_template_defs_ok.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
