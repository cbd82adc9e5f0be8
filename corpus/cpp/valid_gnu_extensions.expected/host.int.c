# 1 "valid_gnu_extensions.ii"
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
# 1 "valid_gnu_extensions.cu"
struct Msg { int len; char data[0]; }; 
# 2
int classify(int c) 
# 3
{ 
# 4
switch (c) { 
# 5
case 'a' ... 'z':  return 1; 
# 6
case '0' ... '9':  return 2; 
# 7
default:  return 0; 
# 8
}  
# 9
} 
# 10
int run(int x) 
# 11
{ 
# 12
int y = ({ int t = x * 2; t + 1; }); 
# 13
__typeof__(y) z = (y) ?  : 5; 
# 14
__int128 big = ((__int128)x) << 70; 
# 15
if (__builtin_expect(x > 0, 1)) { z += ((int)(big >> 70)); }  
# 16
return (z + classify('q')) + ((int)sizeof(Msg)); 
# 17
} 

# 1 "valid_gnu_extensions.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__e141d82d_23_valid_gnu_extensions_cu_e847fa92
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "valid_gnu_extensions.cudafe1.stub.c"
#include "valid_gnu_extensions.cudafe1.stub.c"
# 1 "valid_gnu_extensions.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
