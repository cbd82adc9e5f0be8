# 1 "valid_enums.ii"
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
# 1 "valid_enums.cu"
enum Color { Red, Green = 5, Blue}; 
# 2
enum class Level: unsigned char { Low = 1U, Mid, High}; 
# 3
enum class Flags: unsigned; 
# 4
enum class Flags: unsigned { A = 1U, B, C = 4U}; 
# 5
constexpr Flags operator|(Flags a, Flags b) { return (Flags)(((unsigned)a) | ((unsigned)b)); } 
# 6
static_assert(((Blue) == 6), "");
# 7
static_assert((sizeof(Level) == (1)), "");
# 8
static_assert((((unsigned)((Flags::A) | (Flags::C))) == 5U), "");
# 9
int score(Level l) { switch (l) { case Level::Low:  return 1; case Level::Mid:  return 2; case Level::High:  return 3; }  return 0; } 

# 1 "valid_enums.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__f2162cd5_14_valid_enums_cu_3ff4a4a0
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "valid_enums.cudafe1.stub.c"
#include "valid_enums.cudafe1.stub.c"
# 1 "valid_enums.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
