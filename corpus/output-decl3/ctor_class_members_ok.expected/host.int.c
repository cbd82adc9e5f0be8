# 1 "ctor_class_members_ok.ii"
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
# 1 "ctor_class_members_ok.cu"
struct B { int k; B(int x) : k(x) { } B() : k(0) { } }; 
# 2
struct V { int a, b; V(int x, int y) : a(x), b(y) { } }; 
# 3
struct D : public B { 
# 4
V v; 
# 5
V w; 
# 6
D(int x) : B(3 * 2), v(-1, 1 + 2), w(x, x) { } 
# 7
D() : D(-5) { } 
# 8
D(long) : v(0, 0), w(1, 2) { } 
# 9
}; 
# 10
int sum(D *d) { return (((d->v).a) + ((d->w).b)) + (d->k); } 

# 1 "ctor_class_members_ok.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__40606c61_24_ctor_class_members_ok_cu_b817594d
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "ctor_class_members_ok.cudafe1.stub.c"
#include "ctor_class_members_ok.cudafe1.stub.c"
# 1 "ctor_class_members_ok.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
