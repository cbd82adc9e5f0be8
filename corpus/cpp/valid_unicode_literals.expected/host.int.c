# 1 "valid_unicode_literals.ii"
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
# 1 "valid_unicode_literals.cu"
const char *s8 = ("h\303\251llo"); 
# 2
const char16_t *s16 = (u"\x77\x69\x64\x65"); 
# 3
const char32_t *s32 = (U"\x1f600"); 
# 4
const wchar_t *ws = (L"\x77"); 
# 5
const char *raw = ("a \"quoted\" \\n string"); 
# 6
constexpr unsigned long long operator ""_kb(unsigned long long v) { return v * (1024); } 
# 7
static_assert(((4_kb) == (4096)), "");
# 8
static_assert(((sizeof U'\x78' == (4)) && (sizeof u'\x78' == (2))), "");

# 1 "valid_unicode_literals.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__d00abc32_25_valid_unicode_literals_cu_s8
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "valid_unicode_literals.cudafe1.stub.c"
#include "valid_unicode_literals.cudafe1.stub.c"
# 1 "valid_unicode_literals.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
