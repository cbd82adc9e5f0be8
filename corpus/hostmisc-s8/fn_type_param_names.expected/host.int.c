# 1 "fn_type_param_names.ii"
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
# 1 "fn_type_param_names.cu"
typedef void (*fn_t)(void * userData); 
# 2
typedef int (*fn2_t)(int a, char * b, int (* inner)(long q)); 
# 3
void f1(void (* cb)(int x)); 
# 4
void f2(void (*cb)(int x)) { } 
# 5
struct S { void (*m)(int mx, float * my); int (*g(int ga))(double gd); void h(void (* hp)(int hx)); void h2(void (*hp)(int hx)) { } }; 
# 6
int (*ret(int ra))(char rb); 
# 7
void (*var)(int vx, int & vr, const char * vs); 
# 8
typedef void F(int fa); 
# 9
F *fp; 
# 10
void (*arr[3])(int ax); 
# 11
void k(int (& r)(int rr)); 
# 12
void f3(void (*cb)(int * px, int & pr)) { } 
# 13
void f4(void (*)(int * y)); 
# 14
void (*v2)(int, int * b); 
# 15
void f5(int (*(* pp)(int * aa))(char * bb)); 
# 16
struct T { T(void (*cb)(int * cx)) { } void operator()(void (* cb)(int * ox)); }; 
# 17
using U = void (*)(int * ux); 
# 18
void f6(U u, void (* cb)(void (*)(int * nx))); 
# 19
void (*v3)(void), (*v4)(int c4, ...); 
# 20
extern "C" void f7(void (* cb)(int cx)); 
# 21
extern "C" {void f8(void (* cb)(int cy)); }

# 1 "fn_type_param_names.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__12c6baf9_22_fn_type_param_names_cu_4e4c4c1b
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "fn_type_param_names.cudafe1.stub.c"
#include "fn_type_param_names.cudafe1.stub.c"
# 1 "fn_type_param_names.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
