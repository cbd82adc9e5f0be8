# 1 "emit_statements.ii"
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
# 1 "emit_statements.cu"
int total; 
# 2
int sum(int n) 
# 3
{ 
# 4
int s = 0; 
# 5
for (int i = 0; i < n; ++i) { 
# 6
if ((i % 2) == 0) { 
# 7
s += i; } else { 
# 9
s -= 1; }  
# 10
}  
# 11
while (n > 0) { n--; }  
# 12
do { s++; } while (s < 10); 
# 13
total = s; 
# 14
return (s > 100) ? -1 : s; 
# 15
} 

# 1 "emit_statements.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__7fc3e79a_18_emit_statements_cu__Z3sumi
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "emit_statements.cudafe1.stub.c"
#include "emit_statements.cudafe1.stub.c"
# 1 "emit_statements.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
