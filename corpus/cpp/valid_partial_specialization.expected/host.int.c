# 1 "valid_partial_specialization.ii"
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
# 1 "valid_partial_specialization.cu"
template< class T> struct Kind { static constexpr inline int v = 0; }; 
# 2
template< class T> struct Kind< T *>  { static constexpr inline int v = 1; }; 
# 3
template< class T, unsigned long N> struct Kind< T [N]>  { static constexpr inline int v = 2; }; 
# 4
template<> struct Kind< void>  { static constexpr inline int v = 3; }; 
# 5
template< class A, class B> struct Pair { }; 
# 6
template< class A> struct Kind< Pair< A, A> >  { static constexpr inline int v = 4; }; 
# 7
static_assert((Kind< int> ::v == 0), "");
# 8
static_assert((Kind< int *> ::v == 1), "");
# 9
static_assert((Kind< int [3]> ::v == 2), "");
# 10
static_assert((Kind< void> ::v == 3), "");
# 11
static_assert((Kind< Pair< int, int> > ::v == 4), "");
# 12
static_assert((Kind< Pair< int, char> > ::v == 0), "");

# 1 "valid_partial_specialization.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__3ed24f3b_31_valid_partial_specialization_cu_xxxxxxxx_PID
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "valid_partial_specialization.cudafe1.stub.c"
#include "valid_partial_specialization.cudafe1.stub.c"
# 1 "valid_partial_specialization.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
