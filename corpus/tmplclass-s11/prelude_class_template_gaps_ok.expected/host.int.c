# 1 "prelude_class_template_gaps_ok.ii"
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
# 1 "/usr/include/tc_gaps.h" 3
template< class _Tp, _Tp __v> 
# 2
struct integral_constant { 
# 4
static constexpr inline _Tp value = (__v); 
# 5
typedef _Tp value_type; 
# 6
constexpr operator value_type() const noexcept { return value; } 
# 7
}; 
# 8
typedef integral_constant< bool, false>  false_type; 
# 9
template< class _Tp> 
# 10
struct is_void : public false_type { }; 
# 11
template< class _Tp> 
# 12
struct box { _Tp v; _Tp get() const { return v; } }; 
# 13
template< class _Sp> 
# 14
struct tr { enum { __value = (bool)_Sp::__value}; }; 
# 2 "prelude_class_template_gaps_ok.cu"
int f(int a) { return a; } 

# 1 "prelude_class_template_gaps_ok.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__7d75dea7_33_prelude_class_template_gaps_ok_cu__Z1fi
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "prelude_class_template_gaps_ok.cudafe1.stub.c"
#include "prelude_class_template_gaps_ok.cudafe1.stub.c"
# 1 "prelude_class_template_gaps_ok.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
