# 1 "valid_templates_basic.ii"
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
# 1 "valid_templates_basic.cu"
template< class T, int N = 4> struct Array { 
# 2
T data[N]; 
# 3
constexpr int size() const { return N; } 
# 4
T &operator[](int i) { return (data)[i]; } 
# 5
template< class U> void fill(U v) { for (int i = 0; i < N; ++i) { ((data)[i]) = (static_cast< T>(v)); }  } 
# 6
}; 
# 7
template< class T> T max_of(const T &a, const T &b) { return (a < b) ? b : a; } 
# 8
template struct Array< double, 8> ;
# 9
int run() { Array< int>  a; a.fill((2.5)); return max_of(a[0], a.size()); } 

# 1 "valid_templates_basic.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__313d4475_24_valid_templates_basic_cu__Z3runv
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "valid_templates_basic.cudafe1.stub.c"
#include "valid_templates_basic.cudafe1.stub.c"
# 1 "valid_templates_basic.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
