# 1 "typedef_same_name_ok.ii"
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
# 1 "typedef_same_name_ok.cu"
typedef enum E1 { a1, b1} E1; 
# 2
typedef struct node { int v; node *next; } node; 
# 3
typedef union U1 { int i; float f; } U1; 
# 7
#if 0
typedef 
# 4
enum cudaX { 
# 5
cx0, 
# 6
cx1
# 7
} cudaX; 
#endif
# 11 "typedef_same_name_ok.cu"
#if 0
typedef 
# 8
union cudaV { 
# 9
char pad[64]; 
# 10
int k; 
# 11
} cudaV; 
#endif
# 12 "typedef_same_name_ok.cu"
#if 0
typedef 
# 12
enum cudaY { cy0} cudaY; 
#endif
# 13 "typedef_same_name_ok.cu"
typedef struct S2 { int q; } S2, *PS2; 
# 14
typedef enum { ua, ub} UE; 
# 19
typedef 
# 16
enum { 
# 17
uc, 
# 18
ud
# 19
} UF; 
# 20
node *head; 
# 21
E1 pick(UE u) { return (u == (ua)) ? a1 : b1; } 

# 1 "typedef_same_name_ok.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__21c9a5cd_23_typedef_same_name_ok_cu_5addfd0a
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "typedef_same_name_ok.cudafe1.stub.c"
#include "typedef_same_name_ok.cudafe1.stub.c"
# 1 "typedef_same_name_ok.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
