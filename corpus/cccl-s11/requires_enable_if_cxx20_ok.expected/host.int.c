# 1 "requires_enable_if_cxx20_ok.ii"
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
# 1 "/usr/include/cc_requires.h" 3
namespace cc { 
# 2
template< class _Tp, _Tp __v> struct integral_constant { static constexpr inline _Tp value = (__v); }; 
# 3
typedef integral_constant< bool, true>  true_type; 
# 4
typedef integral_constant< bool, false>  false_type; 
# 5
template< class _Tp> struct is_integral : public false_type { }; 
# 6
template<> struct is_integral< int>  : public true_type { }; 
# 7
template<> struct is_integral< long>  : public true_type { }; 
# 8
template<> struct is_integral< unsigned>  : public true_type { }; 
# 9
template< class _Tp> constexpr inline bool is_integral_v = (is_integral< _Tp> ::value); 
# 10
template< bool > struct __cccl_select { }; 
# 11
template<> struct __cccl_select< true>  { template< class _Tp> using type = _Tp; }; 
# 12
template< bool _Bp, class _Tp = void> using __cccl_enable_if_t = typename __cccl_select< _Bp> ::template type< _Tp> ; 
# 14
inline float fabs(float __x) noexcept { return __builtin_fabsf(__x); } 
# 15
inline double fabs(double __x) noexcept { return __builtin_fabs(__x); } 
# 16
template< class _Tp, bool __cccl_true_ = true, __cccl_enable_if_t< is_integral_v< _Tp>  && __cccl_true_, int>   = 0> inline double 
# 17
fabs(_Tp __val) noexcept { return fabs(static_cast< double>(__val)); } 
# 18
template< class _Tp, bool __cccl_true_ = true, __cccl_enable_if_t< (!is_integral_v< _Tp> ) && __cccl_true_, int>   = 0> inline int 
# 19
kind(_Tp) noexcept { return 1; } 
# 20
template< class _Tp, bool __cccl_true_ = true, __cccl_enable_if_t< is_integral_v< _Tp>  && __cccl_true_, int>   = 0> inline int 
# 21
kind(_Tp) noexcept { return 2; } 
# 22
}
# 2 "requires_enable_if_cxx20_ok.cu"
double f(int i) { return cc::fabs(i); } 
# 3
float g(float x) { return cc::fabs(x); } 
# 4
double h(long n, unsigned u) { return (cc::fabs(n) + cc::fabs(u)) + cc::fabs((2.0)); } 
# 5
int k(int i, double d, char *p) { return (cc::kind(i) + cc::kind(d)) + cc::kind(p); } 

# 1 "requires_enable_if_cxx20_ok.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__42993575_30_requires_enable_if_cxx20_ok_cu__Z1fi
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "requires_enable_if_cxx20_ok.cudafe1.stub.c"
#include "requires_enable_if_cxx20_ok.cudafe1.stub.c"
# 1 "requires_enable_if_cxx20_ok.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
