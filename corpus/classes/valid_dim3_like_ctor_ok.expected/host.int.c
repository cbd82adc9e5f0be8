# 1 "valid_dim3_like_ctor_ok.ii"
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
# 1 "valid_dim3_like_ctor_ok.cu"
struct u3 { unsigned x, y, z; }; 
# 2
struct d3 { 
# 3
unsigned x, y, z; 
# 4
constexpr d3(unsigned vx = 1, unsigned vy = 1, unsigned vz = 1) : x(vx), y(vy), z(vz) { } 
# 5
constexpr d3(u3 v) : x(v.x), y(v.y), z(v.z) { } 
# 6
constexpr operator u3() const { return u3{x, y, z}; } 
# 7
}; 
# 8
unsigned f(d3 g) { return ((g.x) * (g.y)) * (g.z); } 
# 9
unsigned h() { 
# 10
d3 a(2, 3); 
# 11
d3 b = {4U, 5U}; 
# 12
d3 c; 
# 13
d3 d = a; 
# 14
u3 u = d; 
# 15
return (((f(a) + (b.y)) + (c.z)) + (d.x)) + (u.x); 
# 16
} 

# 1 "valid_dim3_like_ctor_ok.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__a67b47f3_26_valid_dim3_like_ctor_ok_cu__Z1f2d3
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "valid_dim3_like_ctor_ok.cudafe1.stub.c"
#include "valid_dim3_like_ctor_ok.cudafe1.stub.c"
# 1 "valid_dim3_like_ctor_ok.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
