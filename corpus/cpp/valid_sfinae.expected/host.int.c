# 1 "valid_sfinae.ii"
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
# 1 "valid_sfinae.cu"
template< bool B, class T = void> struct enable_if { }; 
# 2
template< class T> struct enable_if< true, T>  { typedef T type; }; 
# 3
template< class T> struct is_int { static const bool value = false; }; 
# 4
template<> struct is_int< int>  { static const bool value = true; }; 
# 5
template< class T> typename enable_if< is_int< T> ::value, int> ::type pick(T) { return 1; } 
# 6
template< class T> typename enable_if< !is_int< T> ::value, int> ::type pick(T) { return 2; } 
# 7
template< class T> auto has_size(int)->__decltype(((((T *)0)->size)(), ((char)0))) { return 0; } 
# 8
template< class T> long has_size(...) { return 0; } 
# 9
struct Sized { int size() const { return 1; } }; 
# 10
static_assert((sizeof has_size< Sized> (0) == (1)), "");
# 11
static_assert((sizeof has_size< int> (0) == sizeof(long)), "");
# 12
int run() { return pick(1) + pick((1.0)); } 

# 1 "valid_sfinae.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__1c1c4e89_15_valid_sfinae_cu__Z3runv
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "valid_sfinae.cudafe1.stub.c"
#include "valid_sfinae.cudafe1.stub.c"
# 1 "valid_sfinae.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
