# 1 "ptm_decls_ok.ii"
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
# 1 "ptm_decls_ok.cu"
struct S { int a; double d; int get() const; void set(int); }; 
# 2
typedef int (S::*IntMember); 
# 3
typedef int (S::*Getter)(void) const; 
# 4
typedef void (S::*Setter)(int); 
# 5
using Alias = S; 
# 6
int pick(IntMember m, const S &s) { return s.*m; } 
# 7
int call(Getter g, const S *p) { return (p->*g)(); } 
# 8
int run() 
# 9
{ 
# 10
IntMember m = (&S::a); 
# 11
double (S::*pd) = (&S::d); 
# 12
Getter g = (&S::get); 
# 13
Setter st = (&S::set); 
# 14
const int (S::*cm) = m; 
# 15
S s{1, (2.0)}; 
# 16
(s.*st)(3); 
# 17
return ((pick(m, s) + call(g, &s)) + ((int)(s.*pd))) + (s.*cm); 
# 18
} 

# 1 "ptm_decls_ok.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__55904043_15_ptm_decls_ok_cu_0136caf1
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "ptm_decls_ok.cudafe1.stub.c"
#include "ptm_decls_ok.cudafe1.stub.c"
# 1 "ptm_decls_ok.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
