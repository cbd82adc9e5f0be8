# 1 "valid_fold_expressions.ii"
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
# 1 "valid_fold_expressions.cu"
template< class T> T &&fwd(T &t) { return static_cast< T &&>(t); } 
# 2
template< class ...Ts> constexpr auto sum(Ts ...ts) { return (ts + ... + 0); } 
# 3
template< class ...Ts> constexpr bool all(Ts ...ts) { return ( ... && ts); } 
# 4
template< class ...Ts> constexpr unsigned long count(Ts...) { return sizeof...(Ts); } 
# 5
template< class F, class ...Args> auto call(F f, Args ...args) { return f(args...); } 
# 6
int side = 0; 
# 7
template< class ...Ts> void touch(Ts ...ts) { ((side += ts) , ... ); } 
# 8
static_assert((sum(1, 2, 3, 4) == 10), "");
# 9
static_assert(all(true, 1, 'x'), "");
# 10
static_assert((count(1, (2.0), "x") == (3)), "");
# 11
int run() { touch(1, 2, 3); return call([](int a, int b) { return a * b; } , 6, 7) + side; } 

# 1 "valid_fold_expressions.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__5327c101_25_valid_fold_expressions_cu_side
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "valid_fold_expressions.cudafe1.stub.c"
#include "valid_fold_expressions.cudafe1.stub.c"
# 1 "valid_fold_expressions.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
