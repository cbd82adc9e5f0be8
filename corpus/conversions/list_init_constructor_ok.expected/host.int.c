# 1 "list_init_constructor_ok.ii"
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
# 1 "list_init_constructor_ok.cu"
struct D3 { unsigned x, y, z; constexpr D3(unsigned a = 1, unsigned b = 1, unsigned c = 1) : x(a), y(b), z(c) { } }; 
# 2
struct P { double re, im; P(double r, double i) : re(r), im(i) { } P() : re((0)), im((0)) { } }; 
# 3
D3 grid(unsigned n) { D3 g{n, 4U}; D3 h{}; D3 k = {n}; return ((g.x) ? g : D3{h.x, k.y}); } 
# 4
P mk(float f, double d) { P a{f, d}; P b{}; return (a.re) ? a : b; } 

# 1 "list_init_constructor_ok.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__3750d56b_27_list_init_constructor_ok_cu__Z4gridj
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "list_init_constructor_ok.cudafe1.stub.c"
#include "list_init_constructor_ok.cudafe1.stub.c"
# 1 "list_init_constructor_ok.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
