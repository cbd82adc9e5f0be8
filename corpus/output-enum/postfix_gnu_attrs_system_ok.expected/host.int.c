# 1 "postfix_gnu_attrs_system_ok.ii"
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
# 1 "/usr/include/sysattrs.h" 3
extern int f1() noexcept(true)
# 2
 __attribute((const)); 
# 3
extern int f2() noexcept(true) __attribute((const)); 
# 4
extern int f3()
# 5
 __attribute((__pure__)); 
# 6
extern int f4(int * p)
# 7
 __attribute((__pure__)) __attribute((__nonnull__(1))); 
# 8
extern int f5()
# 9
 __attribute((const, __pure__)); 
# 10
extern int f8()
# 12
 __attribute((const)); 
# 2 "postfix_gnu_attrs_system_ok.cu"
int use() { return (((f1() + f2()) + f3()) + f5()) + f8(); } 

# 1 "postfix_gnu_attrs_system_ok.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__fbda058a_30_postfix_gnu_attrs_system_ok_cu__Z3usev
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "postfix_gnu_attrs_system_ok.cudafe1.stub.c"
#include "postfix_gnu_attrs_system_ok.cudafe1.stub.c"
# 1 "postfix_gnu_attrs_system_ok.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
