# 1 "trait_forms_ok.ii"
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
# 1 "trait_forms_ok.cu"
namespace N { struct A { int x; }; enum E { e}; typedef int I; }
# 2
struct B { virtual ~B(); }; 
# 3
typedef N::A TA; 
# 4
bool b1 = __is_class(N::A); 
# 5
bool b2 = ((!__is_enum(N::I)) || __is_polymorphic(B)); 
# 6
const bool b3 = __is_same(TA, N::A); 
# 7
static_assert((__is_trivially_copyable(TA) && __is_standard_layout(N::A)), "x");
# 8
static_assert(((sizeof(int) == (4)) && ((__is_empty(N::E)) == (false))), "y");
# 9
bool f(int v) { if (__is_pod(N::A)) { return true; }  return __is_abstract(B) || (v > 1); } 
# 10
bool g() { bool r = __has_virtual_destructor(B); return r && __is_final(B); } 
# 11
namespace N { bool h() { return __is_class(A) && __is_base_of(A, A); } }
# 12
int i1 = (__is_enum(N::E)); 
# 13
int i2 = ((__is_constructible(N::A, int)) + (__is_convertible_to(int, long))); 
# 14
struct C { C(int); bool m() const { return __is_trivially_constructible(C, int) || (!__is_nothrow_assignable(C &, C)); } }; 
# 15
void u() { int t = (1 + (__is_union(C))); if (!__is_class(int)) { t++; }  while (__is_aggregate(C)) { break; }  (void)t; } 

# 1 "trait_forms_ok.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__c9390473_17_trait_forms_ok_cu_b1
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "trait_forms_ok.cudafe1.stub.c"
#include "trait_forms_ok.cudafe1.stub.c"
# 1 "trait_forms_ok.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
