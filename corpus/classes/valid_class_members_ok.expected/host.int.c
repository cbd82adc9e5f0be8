# 1 "valid_class_members_ok.ii"
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
# 1 "valid_class_members_ok.cu"
class Counter { 
# 3
public: struct Info { int a; int b; }; 
# 4
Counter() : n(0), cache(0) { } 
# 5
explicit Counter(int start) : n(start), cache(0) { } 
# 6
int get() const { ++(cache); return n; } 
# 7
void bump() { (n) += step; } 
# 8
static const int step = 2; 
# 10
private: int n; 
# 11
mutable int cache; 
# 12
}; 
# 13
struct Flags { 
# 14
unsigned a: 3; 
# 15
unsigned b: 5; 
# 16
int: 0; 
# 17
union { int i; float f; }; 
# 18
}; 
# 19
int use() { 
# 20
Counter c(3); 
# 21
c.bump(); 
# 22
Flags fl; 
# 23
(fl.a) = (1); 
# 24
return c.get() + Counter::step; 
# 25
} 

# 1 "valid_class_members_ok.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__8e31431d_25_valid_class_members_ok_cu__Z3usev
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "valid_class_members_ok.cudafe1.stub.c"
#include "valid_class_members_ok.cudafe1.stub.c"
# 1 "valid_class_members_ok.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
