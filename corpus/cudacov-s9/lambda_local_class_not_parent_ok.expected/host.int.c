# 1 "lambda_local_class_not_parent_ok.ii"
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
# 1
# 1 "lambda_local_class_not_parent_ok.cu"
void f() { struct L { int m() { return 1; } }; auto g = __nv_dl_wrapper_t< __nv_dl_tag<void (*)(void),(& ::f),1> >( __nv_dl_tag<void (*)(void),(& ::f),1> {} ) 
#if 0
[]() 
{ }
#if 0
# 1
{ return 2; } 
#endif
#endif
; typedef decltype(g) __T0;
# 1 "lambda_local_class_not_parent_ok.cu"
(void)g; } 

# 1 "lambda_local_class_not_parent_ok.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__b137baa2_35_lambda_local_class_not_parent_ok_cu__Z1fv
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "lambda_local_class_not_parent_ok.cudafe1.stub.c"
#include "lambda_local_class_not_parent_ok.cudafe1.stub.c"
# 1 "lambda_local_class_not_parent_ok.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
