# 1 "prelude_class_templates_ok.ii"
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
# 1 "/usr/include/tc_hdr.h" 3
struct __true_type { }; 
# 2
struct __false_type { }; 
# 3
template< bool > 
# 4
struct __truth_type { 
# 5
typedef __false_type __type; }; 
# 7
template<> struct __truth_type< true>  { 
# 8
typedef __true_type __type; }; 
# 9
template< class _Tp> 
# 10
struct __is_integer { 
# 12
enum { __value}; 
# 13
typedef __false_type __type; 
# 14
}; 
# 15
template< class _Tp> 
# 16
struct __is_floating { 
# 18
enum { __value}; 
# 19
typedef __false_type __type; 
# 20
}; 
# 21
template< class _Sp, class _Tp> 
# 22
struct __traitor { 
# 24
enum { __value = 1}; 
# 25
typedef __truth_type< true> ::__type __type; 
# 26
}; 
# 27
template< class _Tp> 
# 28
struct __is_arithmetic : public __traitor< __is_integer< _Tp> , __is_floating< _Tp> >  { 
# 30
}; 
# 31
template< class _Tp> 
# 32
struct __is_pointer { 
# 34
enum { __value}; 
# 35
typedef __false_type __type; 
# 36
}; 
# 37
template< class _Tp> 
# 38
struct __is_pointer< _Tp *>  { 
# 40
enum { __value = 1}; 
# 41
typedef __true_type __type; 
# 42
}; 
# 43
template< class _Tp> 
# 44
struct rm { typedef _Tp type; }; 
# 45
template< class _Tp> 
# 46
struct rm< const _Tp>  { typedef _Tp type; }; 
# 47
template< class _Tp> 
# 48
struct is_x : public rm< _Tp> ::type { }; 
# 49
template< class _Tp, class _Up> 
# 50
struct pair_of { _Tp first; _Up second; }; 
# 51
template< class _Tp> 
# 52
struct pair_of< _Tp, _Tp>  { _Tp both; }; 
# 2 "prelude_class_templates_ok.cu"
int f(int a) { return a; } 

# 1 "prelude_class_templates_ok.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__e364eeba_29_prelude_class_templates_ok_cu__Z1fi
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "prelude_class_templates_ok.cudafe1.stub.c"
#include "prelude_class_templates_ok.cudafe1.stub.c"
# 1 "prelude_class_templates_ok.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
