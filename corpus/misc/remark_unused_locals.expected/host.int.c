# 1 "remark_unused_locals.ii"
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
# 4
struct T { int a; }; 
# 5
struct C { C(); ~C(); }; 
# 6
int g(int); 
# 7
int f1(int p, int q) 
# 8
{ 
# 9
int a; 
# 10
int b = 1; 
# 11
{ int c; int d = 2; } 
# 12
int e; e = 3; 
# 13
int h = 4; (void)h; 
# 14
T t; 
# 15
C cc; 
# 16
static int s; 
# 17
static int s2 = 5; 
# 18
const int k = 7; 
# 19
int arr[3]; 
# 20
int *ptr = &b; 
# 21
int u; g(u); 
# 22
for (int i = 0; ;) { break; }  
# 23
int m = 1; m++; 
# 24
int n = 1; n += 2; 
# 25
return 0; 
# 26
} 
# 27
static int sf(int x) { return x; } 
# 28
static int sv; 
# 29
namespace _GLOBAL__N__932c1c4a_23_remark_unused_locals_cu__Z2f1ii __attribute__((visibility("hidden")))  { }; using namespace ::_GLOBAL__N__932c1c4a_23_remark_unused_locals_cu__Z2f1ii; 
#pragma GCC diagnostic ignored "-Wattributes"
namespace _GLOBAL__N__932c1c4a_23_remark_unused_locals_cu__Z2f1ii __attribute__((visibility("hidden")))  { int av; void af() { } }
# 30
int f2() { int z; return 0; } 

# 1 "remark_unused_locals.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__932c1c4a_23_remark_unused_locals_cu__Z2f1ii
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "remark_unused_locals.cudafe1.stub.c"
#include "remark_unused_locals.cudafe1.stub.c"
# 1 "remark_unused_locals.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
