# 1 "valid_templates_advanced.ii"
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
# 1 "valid_templates_advanced.cu"
template< class T> struct Box { T v; using value_type = T; template< class U> U as() const { return (U)(v); } }; 
# 2
template< template< class >  class C, class T> struct Wrap { C< T>  inner; }; 
# 3
template< class D> struct Counted { int id() const { return (static_cast< const D *>(this))->raw() + 1; } }; 
# 4
struct Item : public Counted< Item>  { int raw() const { return 41; } }; 
# 5
template< class T> using BoxOf = Box< T> ; 
# 6
template< class T> constexpr bool is_box = false; 
# 7
template< class T> constexpr bool is_box< Box< T> >  = true; 
# 8
template< class C> typename C::value_type get(const C &c) { return c.template as< typename C::value_type> (); } 
# 9
static_assert((is_box< Box< int> >  && (!is_box< int> )), "");
# 10
int run() { Wrap< Box, int>  w{{5}}; Item it; return get(w.inner) + it.id(); } 

# 1 "valid_templates_advanced.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__6e272d22_27_valid_templates_advanced_cu__Z3runv
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "valid_templates_advanced.cudafe1.stub.c"
#include "valid_templates_advanced.cudafe1.stub.c"
# 1 "valid_templates_advanced.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
