# 1 "literals_valid.ii"
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
# 1 "lit.cu"
static_assert((((1.5F)) == (1.5)), "");
# 2
static_assert((sizeof (1.5F) == (4)), "");
# 3
static_assert((sizeof (2.0) == (8)), "");
# 4
static_assert((sizeof (1.0L) == (16)), "");
# 5
static_assert((sizeof L"\x61\x62" == (12)), "");
# 6
static_assert((sizeof u"\x61\x62\x63\x64" == (10)), "");
# 7
static_assert((sizeof "abcd" == (5)), "");
# 8
static_assert((sizeof U'\x61' == (4)), "");
# 9
static_assert((sizeof "xy" == (3)), "");
# 10
static_assert(((12.0) == (12.0)), "");
# 11
static_assert(((1000.5) == (1000.5)), "");
# 12
static_assert(((L'\x61') == 97), "");
# 13
double d = (1.0E10); 
# 14
float f = (0.1F); 
# 15
const char *s = ("abc"); 
# 16
const wchar_t *w = (L"\x77\x69\x64\x65"); 

# 1 "literals_valid.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__56a826d0_17_literals_valid_cu_d
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "literals_valid.cudafe1.stub.c"
#include "literals_valid.cudafe1.stub.c"
# 1 "literals_valid.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
