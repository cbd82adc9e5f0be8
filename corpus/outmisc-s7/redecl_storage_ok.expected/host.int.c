# 1 "redecl_storage_ok.ii"
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
# 1 "redecl_storage_ok.cu"
extern int f1(int a); 
# 2
int f1(int b); 
# 3
int f2(int a); 
# 4
extern int f2(int b); 
# 5
inline int f3(int a) { return a; } 
# 6
extern inline int f3(int c); 
# 7
int use() { return (f1(1) + f2(2)) + f3(3); } 
# 8
int f5(int); 
# 9
int f5(int a) { return a; } 
# 10
extern int f6(int); 
# 11
int f6(int a) { return a; } 
# 12
double o(double x); 
# 13
float o(float x); 
# 14
extern double o(double y); 
# 15
float o(float z); 
# 16
extern "C" int g1(); 
# 17
extern "C" {int g2(); extern int g3(); }
# 18
extern "C" int g1(); 
# 19
extern "C" {extern int g2(); int g3(); }
# 20
extern "C" int g4(); 
# 21
extern "C" int g4(); 
# 22
extern "C" {int h2(); }
# 23
extern "C" int h2(); 

# 1 "redecl_storage_ok.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__a2e7ea77_20_redecl_storage_ok_cu__Z3usev
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "redecl_storage_ok.cudafe1.stub.c"
#include "redecl_storage_ok.cudafe1.stub.c"
# 1 "redecl_storage_ok.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
