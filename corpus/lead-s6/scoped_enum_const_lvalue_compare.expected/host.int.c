# 1 "scoped_enum_const_lvalue_compare.ii"
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
# 1 "e.cu"
enum class Cell: unsigned char { Dead, Alive}; 
# 2
bool f1(const Cell *in) { return (in[0]) == Cell::Alive; } 
# 3
bool f2(Cell c) { return c == Cell::Alive; } 
# 4
bool f3(const Cell c) { return c == Cell::Alive; } 
# 5
int f4(const Cell *in) { int n = 0; n += ((in[0]) == Cell::Alive); return n; } 

# 1 "scoped_enum_const_lvalue_compare.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__8b5a8dfe_35_scoped_enum_const_lvalue_compare_cu_fd2985e4
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "scoped_enum_const_lvalue_compare.cudafe1.stub.c"
#include "scoped_enum_const_lvalue_compare.cudafe1.stub.c"
# 1 "scoped_enum_const_lvalue_compare.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
