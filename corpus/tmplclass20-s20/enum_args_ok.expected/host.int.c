# 1 "enum_args_ok.ii"
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
# 1 "/usr/include/x.h" 3
enum fk { fk0, fk1, fk2}; 
# 2
struct desc { int x; }; 
# 3
template< fk k> inline desc mk() { desc d; (d.x) = 0; return d; } 
# 4
template<> inline desc mk< fk1> () { desc d; (d.x) = 1; return d; } 
# 6 "enum_args_ok.cu"
enum K { ka, kb = 5}; 
# 7
namespace N { enum L { la, lb}; enum class M { ma, mb}; template< L l> struct T { }; template< M m> struct U { }; T< lb>  t0; }
# 8
template< K k> struct S { }; 
# 9
S< kb>  s1; 
# 10
N::T< N::la>  t1; 
# 11
N::U< N::M::mb>  u1; 
# 12
namespace N { U< M::ma>  u2; T< la>  t2; }
# 13
struct C { enum E { e0, e1}; }; 
# 14
template< C::E e> struct V { }; 
# 15
V< C::e1>  v1; 
# 16
int main() { return 0; } 

# 1 "enum_args_ok.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__67b31deb_15_enum_args_ok_cu_main
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "enum_args_ok.cudafe1.stub.c"
#include "enum_args_ok.cudafe1.stub.c"
# 1 "enum_args_ok.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
