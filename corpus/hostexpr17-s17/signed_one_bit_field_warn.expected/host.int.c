# 1 "signed_one_bit_field_warn.ii"
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
# 1 "signed_one_bit_field_warn.cu"
typedef int TI; 
# 2
constexpr int one = 1; 
# 3
struct A { int a: 1; signed int b: 1; char e: 1; long long f: 1; signed char g: 1; }; 
# 4
struct B { TI ti: 1; const int ci: 1; int w: one; int z: 2 - 1; }; 
# 5
union U { int u: 1; short s: 1; }; 
# 6
int main() { struct L { int k: 1; }; L l{}; A x{}; return (l.k) + (x.a); } 

# 1 "signed_one_bit_field_warn.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__e7ee08c4_28_signed_one_bit_field_warn_cu_main
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "signed_one_bit_field_warn.cudafe1.stub.c"
#include "signed_one_bit_field_warn.cudafe1.stub.c"
# 1 "signed_one_bit_field_warn.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
