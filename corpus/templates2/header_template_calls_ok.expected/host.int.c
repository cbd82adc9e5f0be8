# 1 "header_template_calls_ok.ii"
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
# 1 "/usr/include/cufe-t2b.h" 3
namespace std { 
# 2
namespace __detail { 
# 3
template< class _Tp> _Tp __sq(_Tp __x) { return __x * __x; } 
# 4
template< class _Tp, class _Up> _Tp __cv(_Up __u) { return (_Tp)__u; } 
# 5
}
# 6
inline float sqf(float __x) { return __detail::__sq< float> (__x); } 
# 7
inline double cvd(int __i) { return __detail::__cv< double> (__i) + __detail::__cv< double, long> (__i); } 
# 8
struct _Less { template< class _A, class _B> bool operator()(_A __a, _B __b) const { return __a < __b; } }; 
# 9
inline _Less __less() { return _Less(); } 
# 10
template< class _Tp> struct _Wrap { typedef _Tp type; }; 
# 11
template< class _Tp> typename _Wrap< _Tp> ::type __unwrap(_Tp); 
# 12
template< class _Tp> typename _Tp::template __x< int>  fmin2(_Tp); 
# 13
double fmin2(double); 
# 14
inline double __m(double __d) { return fmin2(__d); } 
# 15
}
# 3 "a.cu"
float k(float f) { return std::sqf(f); } 

# 1 "header_template_calls_ok.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__80d27066_27_header_template_calls_ok_cu__Z1kf
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "header_template_calls_ok.cudafe1.stub.c"
#include "header_template_calls_ok.cudafe1.stub.c"
# 1 "header_template_calls_ok.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
