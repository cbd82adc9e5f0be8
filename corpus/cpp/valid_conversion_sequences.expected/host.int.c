# 1 "valid_conversion_sequences.ii"
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
# 1 "valid_conversion_sequences.cu"
struct Str { Str(const char *) { } }; 
# 2
struct Num { operator long() const { return 5; } }; 
# 3
struct B { }; struct D : public B { }; 
# 4
int take_str(Str) { return 1; } 
# 5
long take_long(long v) { return v; } 
# 6
int take_base(const B &) { return 2; } 
# 7
int take_cptr(const int *const *p) { return (p) ? 3 : 4; } 
# 8
int run(int **pp) { D d; return (((take_str("x") + ((int)take_long((Num{})))) + take_base(d)) + take_cptr(pp)) + take_cptr(nullptr); } 

# 1 "valid_conversion_sequences.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__05f89d72_29_valid_conversion_sequences_cu_177a7ff3
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "valid_conversion_sequences.cudafe1.stub.c"
#include "valid_conversion_sequences.cudafe1.stub.c"
# 1 "valid_conversion_sequences.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
