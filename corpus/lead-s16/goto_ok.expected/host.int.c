# 1 "goto_ok.ii"
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
# 1 "goto_ok.cu"
struct S { S(); ~S(); }; 
# 2
int f(int x) { 
# 3
if (x) { goto done; }  
# 4
x++; 
# 5
done:; 
# 6
return x; 
# 7
} 
# 8
int g(int x) { 
# 9
goto L1; 
# 10
L2:; x++; 
# 11
L1:; if (x < 10) { goto L2; }  
# 12
unused:; return x; 
# 13
} 
# 14
void h(int x) { 
# 15
while (x) { if (x > 5) { goto out; }  x--; }  
# 16
out:; 
# 17
; 
# 18
} 
# 19
void m() { goto again; again:; goto again2; again2:; } 

# 1 "goto_ok.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__af4eb18a_10_goto_ok_cu__Z1fi
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "goto_ok.cudafe1.stub.c"
#include "goto_ok.cudafe1.stub.c"
# 1 "goto_ok.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
