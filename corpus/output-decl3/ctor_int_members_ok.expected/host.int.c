# 1 "ctor_int_members_ok.ii"
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
# 1 "ctor_int_members_ok.cu"
struct Flags { 
# 2
long l; 
# 3
unsigned u; 
# 4
short s; 
# 5
char c; 
# 6
int i; 
# 7
Flags() : l((-1)), u((2)), s((3 + 4)), c('a'), i() { } 
# 8
Flags(int x, char y) : l(x), u(x), s(-x), c(y), i((x * 2) + 1) { } 
# 9
explicit Flags(long v) : l(v), u(), s(), c(), i(v) { } 
# 10
}; 
# 11
int read(Flags *f) { return (f->i) + (f->s); } 

# 1 "ctor_int_members_ok.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__42606a9b_22_ctor_int_members_ok_cu_7163a32a
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "ctor_int_members_ok.cudafe1.stub.c"
#include "ctor_int_members_ok.cudafe1.stub.c"
# 1 "ctor_int_members_ok.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
