# 1 "valid_structured_bindings.ii"
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
# 1 "valid_structured_bindings.cu"
namespace std { template< class T> struct tuple_size; template< unsigned long I, class T> struct tuple_element; }
# 2
struct Pt { int x; double y; }; 
# 3
struct Pair2 { int a; long b; template< unsigned long I> auto get() const { if constexpr (I == (0)) { return a; } else { return b; }  } }; 
# 4
namespace std { 
# 5
template<> struct tuple_size< Pair2>  { static constexpr inline unsigned long value = (2); }; 
# 6
template<> struct tuple_element< 0UL, Pair2>  { using type = int; }; 
# 7
template<> struct tuple_element< 1UL, Pair2>  { using type = long; }; 
# 8
}
# 9
int run() 
# 10
{ 
# 11
int arr[3] = {1, 2, 3}; 
# 12
auto [p, q, r] = arr; 
# 13
auto &[x, y] = *(new Pt{4, (5.0)}); 
# 14
auto [a, b] = Pair2{6, (7)}; 
# 15
return (((((p + q) + r) + x) + ((int)y)) + a) + ((int)b); 
# 16
} 

# 1 "valid_structured_bindings.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__77c78f33_28_valid_structured_bindings_cu__Z3runv
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "valid_structured_bindings.cudafe1.stub.c"
#include "valid_structured_bindings.cudafe1.stub.c"
# 1 "valid_structured_bindings.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
