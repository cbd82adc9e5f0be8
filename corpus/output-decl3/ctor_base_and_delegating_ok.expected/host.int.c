# 1 "ctor_base_and_delegating_ok.ii"
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
# 1 "ctor_base_and_delegating_ok.cu"
namespace geo { 
# 2
struct Base { int id; Base(int i) : id(i) { } Base() : id(0) { } }; 
# 3
struct Pair { int a, b; Pair(int x, int y) : a(x), b(y) { } }; 
# 4
struct Shape : public Base { 
# 5
Pair dims; 
# 6
int area; 
# 7
Shape(int w, int h) : Base(w * h), dims(w, h), area(w * h) { } 
# 8
Shape() : Shape(1, 1) { } 
# 9
explicit Shape(int side) : Base(), dims(side, -side), area(side) { } 
# 10
}; 
# 11
}
# 12
struct Square : public geo::Base { 
# 13
int side; 
# 14
Square(int s) : geo::Base(s), side(s) { } 
# 15
Square() : Square(-2) { } 
# 16
}; 
# 17
int area(geo::Shape *s, Square *q) { return (s->area) + (q->side); } 

# 1 "ctor_base_and_delegating_ok.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__d472dec4_30_ctor_base_and_delegating_ok_cu_c2af5ee5
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "ctor_base_and_delegating_ok.cudafe1.stub.c"
#include "ctor_base_and_delegating_ok.cudafe1.stub.c"
# 1 "ctor_base_and_delegating_ok.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
