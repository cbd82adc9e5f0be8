# 1 "local_storage_ok.ii"
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
# 1 "local_storage_ok.cu"
struct Reg { int id; Reg() : id(1) { } }; 
# 2
int f(int q) { 
# 3
static int s; 
# 4
static int s2 = 5; 
# 5
static const int s3 = 6; 
# 6
static Reg r; 
# 7
constexpr int c = 7; 
# 8
static constexpr int c2 = 8; 
# 9
extern int ext; 
# 10
return ((((((s + s2) + s3) + (r.id)) + c) + c2) + ext) + q; 
# 11
} 
# 12
typedef unsigned long SZ; 
# 13
int g() { constexpr SZ n = (3); static const char *msg = ("x"); return ((int)n) + (msg[0]); } 

# 1 "local_storage_ok.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__a0d40d6a_19_local_storage_ok_cu__Z1fi
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "local_storage_ok.cudafe1.stub.c"
#include "local_storage_ok.cudafe1.stub.c"
# 1 "local_storage_ok.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
