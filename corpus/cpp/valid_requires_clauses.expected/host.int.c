# 1 "valid_requires_clauses.ii"
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
# 1 "valid_requires_clauses.cu"
template< class T> struct Box { 
# 2
T v; 
# 3
int twice() requires (sizeof(T) >= (4)) { return ((int)(v)) * 2; } 
# 4
int once() const { return (int)(v); } 
# 5
}; 
# 6
template< class T> concept Countable = requires (T t) {
     { t.size()} noexcept; 
     requires sizeof(T) > (0); }; 
# 10
struct Bag { unsigned long size() const noexcept { return 3; } }; 
# 11
static_assert(Countable< Bag> );
# 12
int run() { Box< int>  b{5}; Box< char>  c{'a'}; return b.twice() + c.once(); } 

# 1 "valid_requires_clauses.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__31f45cf7_25_valid_requires_clauses_cu__Z3runv
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "valid_requires_clauses.cudafe1.stub.c"
#include "valid_requires_clauses.cudafe1.stub.c"
# 1 "valid_requires_clauses.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
