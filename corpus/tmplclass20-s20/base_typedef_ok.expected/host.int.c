# 1 "base_typedef_ok.ii"
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
# 1 "/usr/include/c++/12/x.h" 3
namespace std { 
# 2
template< class _Tp, _Tp __v> struct integral_constant { }; 
# 3
typedef integral_constant< bool, true>  true_type; 
# 4
typedef integral_constant< bool, false>  false_type; 
# 5
struct A { }; 
# 6
typedef A AT; 
# 7
struct G : public true_type { }; 
# 8
struct H : public A { }; 
# 9
struct I : public AT { }; 
# 10
struct J : public AT, public integral_constant< int, 3>  { }; 
# 11
namespace in { struct K : public AT { }; struct K2 : public A { }; }
# 12
template< class _Tp> struct __is_integer { }; 
# 13
template< class _Tp> struct __is_floating { }; 
# 14
template< class _Sp, class _Tp> struct __traitor { }; 
# 15
template< class _Tp> struct __is_arithmetic : public __traitor< __is_integer< _Tp> , __is_floating< _Tp> >  { }; 
# 16
template< class > struct __is_void_helper : public false_type { }; 
# 17
template<> struct __is_void_helper< void>  : public true_type { }; 
# 18
template< class _Tp> struct is_const : public false_type { }; 
# 19
template< class _Tp> struct is_const< const _Tp>  : public true_type { }; 
# 20
}
# 21
struct L : public std::true_type { }; 
# 22
struct M : public std::A { }; 
# 23
using namespace std;
# 24
struct N : public std::A { }; 
# 25
struct O : public std::AT { }; 
# 26
struct P : public std::in::K { }; 
# 27
using namespace std::in;
# 28
struct Q : public std::in::K { }; 
# 29
typedef std::A GA; 
# 30
struct R : public GA, private std::false_type { }; 
# 5 "base_typedef_ok.cu"
int main() { return 0; } 

# 1 "base_typedef_ok.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__8cd6831f_18_base_typedef_ok_cu_main
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "base_typedef_ok.cudafe1.stub.c"
#include "base_typedef_ok.cudafe1.stub.c"
# 1 "base_typedef_ok.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
