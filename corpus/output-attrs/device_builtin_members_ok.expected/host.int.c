# 1 "device_builtin_members_ok.ii"
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
# 1 "/usr/include/dbh.h" 3
#if 0
# 1
struct u3 { unsigned x, y, z; }; 
#endif
# 2 "/usr/include/dbh.h" 3
#if 0
# 2
struct d3 { 
# 4
unsigned x, y, z; 
# 7
}; 
#endif
# 8 "/usr/include/dbh.h" 3
#if 0
typedef d3 
# 8
d3; 
#endif
# 9 "/usr/include/dbh.h" 3
#if 0
# 9
struct sp { 
# 10
struct { 
# 11
unsigned width; 
# 12
unsigned height; 
# 13
} ext; 
# 14
unsigned flags; 
# 15
}; 
#endif
# 16 "/usr/include/dbh.h" 3
namespace std { typedef __decltype((nullptr)) nullptr_t; }
# 2 "device_builtin_members_ok.cu"
int k(d3 *p) { return 0; } 

# 1 "device_builtin_members_ok.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__c37e36e9_28_device_builtin_members_ok_cu__Z1kP2d3
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "device_builtin_members_ok.cudafe1.stub.c"
#include "device_builtin_members_ok.cudafe1.stub.c"
# 1 "device_builtin_members_ok.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
