# 1 "sys_class_templates_ok.ii"
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
# 1 "/usr/include/hs_traits.h" 3
struct hs_true_type { }; 
# 2
struct hs_false_type { }; 
# 3
template< class _Tp> 
# 4
struct hs_is_void { 
# 6
enum { __value}; 
# 7
typedef hs_false_type __type; 
# 8
}; 
# 10
template<> struct hs_is_void< void>  { 
# 12
enum { __value = 1}; 
# 13
typedef hs_true_type __type; 
# 14
}; 
# 15
template< class _Tp> 
# 16
struct hs_is_ptr { 
# 17
static constexpr inline bool __value = false; }; 
# 18
template< class _Tp> 
# 19
struct hs_is_ptr< _Tp *>  { 
# 20
static constexpr inline bool __value = true; }; 
# 21
template< class _Tp> 
# 22
struct hs_box { 
# 24
_Tp _M_v; 
# 25
template< class _Up> struct rebind { typedef hs_box< _Up>  other; }; 
# 26
template< class _Up> _Up as() const { return static_cast< _Up>(_M_v); } 
# 27
_Tp get() const { return _M_v; } 
# 28
}; 
# 2 "sys_class_templates_ok.cu"
int use() { hs_box< int>  b; (b._M_v) = 3; return (b.get() + (hs_is_void< void> ::__value)) + (hs_is_ptr< int *> ::__value ? 1 : 0); } 

# 1 "sys_class_templates_ok.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__189059f2_25_sys_class_templates_ok_cu__Z3usev
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "sys_class_templates_ok.cudafe1.stub.c"
#include "sys_class_templates_ok.cudafe1.stub.c"
# 1 "sys_class_templates_ok.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
