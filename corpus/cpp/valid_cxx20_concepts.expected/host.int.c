# 1 "valid_cxx20_concepts.ii"
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
# 1 "valid_cxx20_concepts.cu"
template< class T> struct is_int_like { static constexpr inline bool value = false; }; 
# 2
template<> struct is_int_like< int>  { static constexpr inline bool value = true; }; 
# 3
template<> struct is_int_like< long>  { static constexpr inline bool value = true; }; 
# 4
template< class T> concept Integral = is_int_like< T> ::value; 
# 5
template< class T> concept Addable = requires (T a, T b) {a + b; }; 
# 6
template< Integral T> T twice(T v) { return v * 2; } 
# 7
template< class T> requires(Addable< T> ) T add(T a, T b) { return a + b; } 
# 8
auto mul(Integral auto a, Integral auto b) { return a * b; } 
# 9
struct NoAdd { }; 
# 10
static_assert((Addable< int>  && (!Addable< NoAdd> )));
# 11
int run() { return (twice(3) + add(1, 2)) + ((int)mul(2L, 3)); } 

# 1 "valid_cxx20_concepts.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__6bfeb640_23_valid_cxx20_concepts_cu__Z3runv
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "valid_cxx20_concepts.cudafe1.stub.c"
#include "valid_cxx20_concepts.cudafe1.stub.c"
# 1 "valid_cxx20_concepts.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
