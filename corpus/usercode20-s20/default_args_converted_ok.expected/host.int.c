# 1 "default_args_converted_ok.ii"
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
# 1 "defconv.cu"
enum E { e0, e1}; 
# 2
enum class S: short { a}; 
# 3
void f1(unsigned x = 1, unsigned long y = 0, long long z = 2, short s = 3); 
# 4
void f2(float f = 1, double d = (2.5F), float g = (1.5), long double ld = 1); 
# 5
void f3(bool b = 0, bool c = 1, int i = e1, char ch = 65, unsigned u = -1); 
# 6
void f4(int i = 'a', long l = 1 + 2, unsigned m = 2 * 3, double q = 1 + 2); 
# 7
void f5(const void * p = 0, int * q = 0); 
# 8
void f6(bool b = nullptr == nullptr, float w = e1, unsigned char uc = 300, int t = true); 
# 9
int main() { f1(); f2(); f3(); f4(); f5(); return 0; } 

# 1 "default_args_converted_ok.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__b2d9c905_28_default_args_converted_ok_cu_main
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "default_args_converted_ok.cudafe1.stub.c"
#include "default_args_converted_ok.cudafe1.stub.c"
# 1 "default_args_converted_ok.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
