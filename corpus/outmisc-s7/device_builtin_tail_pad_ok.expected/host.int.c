# 1 "device_builtin_tail_pad_ok.ii"
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
# 1 "device_builtin_tail_pad_ok.cu"
#if 0
# 1
enum E { e0, e1}; 
#endif
# 2 "device_builtin_tail_pad_ok.cu"
#if 0
# 2
struct X { unsigned x, y, z; }; 
#endif
# 3 "device_builtin_tail_pad_ok.cu"
typedef X TX; 
# 4
typedef E TE; 
# 5
enum F { f0}; 
# 6
struct S { void *p; E k; __pad__(volatile char:8;)__pad__(volatile char:8;)__pad__(volatile char:8;)__pad__(volatile char:8;)}; 
#if 0
# 7
struct T { void *p; E k; __pad__(volatile char:8;)__pad__(volatile char:8;)__pad__(volatile char:8;)__pad__(volatile char:8;)}; 
#endif
# 8 "device_builtin_tail_pad_ok.cu"
#if 0
# 8
struct T2 { void *p; unsigned k; }; 
#endif
# 9 "device_builtin_tail_pad_ok.cu"
struct T3 { E k; void *p; unsigned j; __pad__(volatile char:8;)__pad__(volatile char:8;)__pad__(volatile char:8;)__pad__(volatile char:8;)}; 
#if 0
# 10
union V { long long a[3]; E k; __pad__(volatile char:8;)__pad__(volatile char:8;)__pad__(volatile char:8;)__pad__(volatile char:8;)__pad__(volatile char:8;)__pad__(volatile char:8;)__pad__(volatile char:8;)__pad__(volatile char:8;)__pad__(volatile char:8;)__pad__(volatile char:8;)__pad__(volatile char:8;)__pad__(volatile char:8;)__pad__(volatile char:8;)__pad__(volatile char:8;)__pad__(volatile char:8;)__pad__(volatile char:8;)__pad__(volatile char:8;)__pad__(volatile char:8;)__pad__(volatile char:8;)__pad__(volatile char:8;)}; 
#endif
# 11 "device_builtin_tail_pad_ok.cu"
union V2 { E e; long long a[3]; }; 
# 12
struct T4 { void *p; F k; }; 
# 13
struct K1 { void *p; X d; __pad__(volatile char:8;)__pad__(volatile char:8;)__pad__(volatile char:8;)__pad__(volatile char:8;)}; 
# 14
struct K4 { X d; void *p; unsigned n; __pad__(volatile char:8;)__pad__(volatile char:8;)__pad__(volatile char:8;)__pad__(volatile char:8;)}; 
# 15
struct M1 { void *p; E e[1]; }; 
# 16
struct M2 { void *p; E e; __pad__(volatile char:8;)__pad__(volatile char:8;)__pad__(volatile char:8;)__pad__(volatile char:8;)void f(); }; 
# 17
struct M3 { void *p; E e; int g() { return 1; } int q; char c; __pad__(volatile char:8;)__pad__(volatile char:8;)__pad__(volatile char:8;)__pad__(volatile char:8;)__pad__(volatile char:8;)__pad__(volatile char:8;)__pad__(volatile char:8;)}; 
# 18
struct M4 : public M1 { E e; __pad__(volatile char:8;)__pad__(volatile char:8;)__pad__(volatile char:8;)__pad__(volatile char:8;)}; 
# 19
struct M5 { virtual void v(); E e; __pad__(volatile char:8;)__pad__(volatile char:8;)__pad__(volatile char:8;)__pad__(volatile char:8;)}; 
# 20
struct M6 { void *p; TX d; __pad__(volatile char:8;)__pad__(volatile char:8;)__pad__(volatile char:8;)__pad__(volatile char:8;)}; 
# 21
struct M8 { void *p; char c; E e: 8; __pad__(volatile char:8;)__pad__(volatile char:8;)__pad__(volatile char:8;)}; 
# 22
struct M9 { void *p; E e; private: int k; }; 
# 23
struct M10 { void *p; E e; __pad__(volatile char:8;)__pad__(volatile char:8;)__pad__(volatile char:8;)__pad__(volatile char:8;)struct N { int z; }; }; 
# 24
struct M11 { void *p; TE e; __pad__(volatile char:8;)__pad__(volatile char:8;)__pad__(volatile char:8;)__pad__(volatile char:8;)typedef int I; }; 
# 25
struct K11 { void *p; const E e; __pad__(volatile char:8;)__pad__(volatile char:8;)__pad__(volatile char:8;)__pad__(volatile char:8;)}; 
# 26
struct H { void *p; E *q; unsigned n; }; 
# 27
struct W { int k; union { long long a[3]; E j; __pad__(volatile char:8;)__pad__(volatile char:8;)__pad__(volatile char:8;)__pad__(volatile char:8;)__pad__(volatile char:8;)__pad__(volatile char:8;)__pad__(volatile char:8;)__pad__(volatile char:8;)__pad__(volatile char:8;)__pad__(volatile char:8;)__pad__(volatile char:8;)__pad__(volatile char:8;)__pad__(volatile char:8;)__pad__(volatile char:8;)__pad__(volatile char:8;)__pad__(volatile char:8;)__pad__(volatile char:8;)__pad__(volatile char:8;)__pad__(volatile char:8;)__pad__(volatile char:8;)}; }; 

# 1 "device_builtin_tail_pad_ok.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__e0a4d5d5_29_device_builtin_tail_pad_ok_cu_xxxxxxxx_PID
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "device_builtin_tail_pad_ok.cudafe1.stub.c"
#include "device_builtin_tail_pad_ok.cudafe1.stub.c"
# 1 "device_builtin_tail_pad_ok.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
