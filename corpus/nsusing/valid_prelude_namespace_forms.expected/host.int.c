# 1 "valid_prelude_namespace_forms.ii"
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
# 1 "valid_prelude_namespace_forms.cu"
extern "C" int abs_c(int); 
# 2
int labs_c(long); 
# 3
namespace std __attribute((__visibility__("default"))) { 
# 4
using ::abs_c;
# 5
using ::labs_c;
# 6
inline namespace __cxx11 __attribute((__abi_tag__("cxx11"))) { struct basic { int n; }; }
# 7
long labs_c(long, int); 
# 8
}
# 9
namespace std __attribute((__visibility__("default"))) { int twice(int x) { return std::abs_c(x) * 2; } }
# 10
using std::twice;
# 11
using std::basic;
# 12
namespace sv = std;
# 13
typedef enum cudaMode_enum { modeA, modeB} cudaMode; 
# 14
namespace _GLOBAL__N__6b05cbe6_32_valid_prelude_namespace_forms_cu_4c731e45 __attribute__((visibility("hidden")))  { }; using namespace ::_GLOBAL__N__6b05cbe6_32_valid_prelude_namespace_forms_cu_4c731e45; 
#pragma GCC diagnostic ignored "-Wattributes"
namespace _GLOBAL__N__6b05cbe6_32_valid_prelude_namespace_forms_cu_4c731e45 __attribute__((visibility("hidden")))  { int hidden = (modeB); }
# 15
int use(std::__cxx11::basic b) { return (twice(b.n) + sv::labs_c(2L)) + hidden; } 

# 1 "valid_prelude_namespace_forms.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__6b05cbe6_32_valid_prelude_namespace_forms_cu_4c731e45
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "valid_prelude_namespace_forms.cudafe1.stub.c"
#include "valid_prelude_namespace_forms.cudafe1.stub.c"
# 1 "valid_prelude_namespace_forms.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
