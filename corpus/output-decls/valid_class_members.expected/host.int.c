# 1 "valid_class_members.ii"
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
# 1 "valid_class_members.cu"
struct P { 
# 2
P() { } 
# 3
explicit P(int); 
# 4
P(const P &) = delete;
# 5
int get() const { return a; } 
# 6
int sum(int x) const { return x + ((a) * 2); } 
# 7
operator int() const { return a; } 
# 8
virtual void f(); 
# 9
virtual ~P(); 
# 11
private: int a; 
# 13
protected: int b; 
# 15
public: unsigned f1: 3, f2: 5; 
# 16
mutable int m; 
# 17
}; 
# 18
class C { public: int a; private: int b; public: int c; }; 
# 19
union U { int i; float f; }; 
# 20
struct B { int x; }; 
# 21
struct D : public B { int y; }; 
# 22
class E : public B, private D { }; 
# 23
struct N { struct In { int q; }; In in; enum K { KA, KB}; K k; typedef int I; I i; }; 
# 24
int v = 1; 

# 1 "valid_class_members.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__44c629b5_22_valid_class_members_cu_v
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "valid_class_members.cudafe1.stub.c"
#include "valid_class_members.cudafe1.stub.c"
# 1 "valid_class_members.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
