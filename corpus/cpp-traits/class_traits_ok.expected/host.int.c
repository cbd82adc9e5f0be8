# 1 "class_traits_ok.ii"
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
struct Em { }; 
# 2
struct A { int x; }; 
# 3
struct V { virtual void f(); }; 
# 4
struct D : public V { }; 
# 5
struct VD { virtual ~VD(); }; 
# 6
struct VD2 : public VD { }; 
# 7
struct NT { NT(); }; 
# 8
struct UD { ~UD(); }; 
# 9
struct CC { CC(const CC &); }; 
# 10
struct Pr { private: int a; public: int b; }; 
# 11
struct Def { Def() = default;int y; }; 
# 12
struct Init { int z = 3; }; 
# 13
struct Has { UD u; }; 
# 14
static_assert((__is_empty(Em) && (!__is_empty(V)) && (!__is_empty(A)) && (!__is_empty(int))), "empty");
# 15
static_assert((__is_polymorphic(D) && (!__is_polymorphic(A))), "poly");
# 16
static_assert((__has_virtual_destructor(VD2) && (!__has_virtual_destructor(V))), "vdtor");
# 17
static_assert((__is_trivial(A) && (!__is_trivial(NT)) && __is_trivially_copyable(NT)), "trivial");
# 18
static_assert(((!__is_trivially_copyable(CC)) && (!__is_trivially_copyable(UD)) && (!__is_trivially_copyable(V))), "copyable");
# 19
static_assert((__has_trivial_destructor(A) && (!__has_trivial_destructor(UD)) && (!__has_trivial_destructor(Has))), "dtor");
# 20
static_assert((__is_trivial(Def) && (!__is_trivial(Init)) && __is_trivially_copyable(Init)), "defaulted");
# 21
static_assert((__is_standard_layout(Em) && (!__is_standard_layout(Pr)) && (!__is_standard_layout(V))), "layout");
# 22
static_assert((__is_pod(A) && (!__is_pod(Pr))), "pod");
# 23
int main() { return 0; } 

# 1 "class_traits_ok.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__d6bfbdb1_18_class_traits_ok_cu_main
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "class_traits_ok.cudafe1.stub.c"
#include "class_traits_ok.cudafe1.stub.c"
# 1 "class_traits_ok.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
