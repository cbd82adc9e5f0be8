# 1 "nodiscard_forms.ii"
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
# 1 "nodiscard_forms.cu"
[[nodiscard]] int f(); 
# 2
[[nodiscard("check it")]] int f2(); 
# 3
struct [[nodiscard]] S { int x; [[nodiscard]] int m() const; }; 
# 4
S g(); 
# 5
S &gr(); 
# 6
enum class [[nodiscard]] E { a}; 
# 7
E h(); 
# 8
void use(bool b, S s) { 
# 9
f(); 
# 10
f2(); 
# 11
g(); 
# 12
h(); 
# 13
gr(); 
# 14
s.m(); 
# 15
(void)f(); 
# 16
static_cast< void>(f()); 
# 17
f(); 
# 18
b ? f() : 1; 
# 19
f(), f(); 
# 20
for (int i = 0; i < 2; f()) { ++i; }  
# 21
int keep = f(); 
# 22
(void)keep; 
# 23
} 

# 1 "nodiscard_forms.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__cee82b24_18_nodiscard_forms_cu_8086d326
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "nodiscard_forms.cudafe1.stub.c"
#include "nodiscard_forms.cudafe1.stub.c"
# 1 "nodiscard_forms.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
