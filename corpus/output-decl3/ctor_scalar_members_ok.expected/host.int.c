# 1 "ctor_scalar_members_ok.ii"
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
# 1 "ctor_scalar_members_ok.cu"
struct Point { 
# 2
double x, y; 
# 3
long tag; 
# 4
unsigned flags; 
# 5
short s; 
# 6
char c; 
# 7
int *p; 
# 8
Point() : x((0)), y((1)), tag((-1)), flags((2)), s((3 + 4)), c('a'), p() { } 
# 9
Point(double a, double b) : x(a), y(b), tag(a > b), flags(), s(), c(), p((0)) { } 
# 10
Point(int a) : x(a), y(a), tag(a + 1), flags(a), s(-a), c((char)a), p((nullptr)) { } 
# 11
}; 
# 12
int use() { Point p(2); Point q; return ((int)(p.x)) + ((int)(q.y)); } 

# 1 "ctor_scalar_members_ok.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__fd318f6d_25_ctor_scalar_members_ok_cu__Z3usev
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "ctor_scalar_members_ok.cudafe1.stub.c"
#include "ctor_scalar_members_ok.cudafe1.stub.c"
# 1 "ctor_scalar_members_ok.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
