# 1 "template_decls_ok.ii"
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
# 1 "/usr/include/c++/12/bits/fake_tmpl.h" 3
namespace std __attribute((__visibility__("default"))) { 
# 3
template< class _Tp> class reference_wrapper; 
# 5
template< class > struct is_reference; 
# 6
template< class _Tp, class _Up = int> struct two; 
# 7
template< class _Tp> using al = _Tp *; 
# 8
template< class _Tp> void f(_Tp); 
# 9
template< class _Tp> void f(_Tp, int); 
# 10
template< bool _IsMove, class 
# 11
_Tp, class _OI> _OI 
# 10
f1(_Tp, _OI); 
# 14
template< class _Tp, _Tp 
# 15
__v> struct ic; 
# 17
template< class _Tp, bool 
# 18
 = true> struct d4; 
# 20
template< class _Tp, unsigned  = 0U> struct extent; 
# 22
template< class _Tp, class 
# 23
_Up> using al2 = _Up; 
# 25
template< class ..._Tp> struct pk; 
# 27
struct __do_is_destructible_impl { 
# 29
template< class > static int __test(...); 
# 31
template< class _Tp> void __helper(const _Tp &); 
# 33
}; 
# 34
}
# 40 "template_decls_ok.cu"
int main() { return 0; } 

# 1 "template_decls_ok.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__f838bfc4_20_template_decls_ok_cu_main
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "template_decls_ok.cudafe1.stub.c"
#include "template_decls_ok.cudafe1.stub.c"
# 1 "template_decls_ok.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
