# 1 "valid_inheritance_virtual.ii"
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
# 1 "valid_inheritance_virtual.cu"
struct Animal { virtual ~Animal() { } virtual const char *name() const = 0; virtual Animal *clone() const = 0; }; 
# 2
struct Pet : virtual public Animal { virtual int legs() const { return 4; } }; 
# 3
struct Named : virtual public Animal { virtual const char *name() const override { return "named"; } }; 
# 4
struct Dog __final : public Pet, public Named { virtual Dog *clone() const override { return new Dog(*this); } }; 
# 5
int count(const Animal &a) { 
# 6
if (auto p = dynamic_cast< const Pet *>(&a)) { return p->legs(); }  
# 7
return 0; 
# 8
} 
# 9
int run() { Dog d; Animal *a = d.clone(); int n = count(*a) + ((a->name()[0]) == ('n')); delete a; return n; } 

# 1 "valid_inheritance_virtual.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__979063c1_28_valid_inheritance_virtual_cu_214338fb
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "valid_inheritance_virtual.cudafe1.stub.c"
#include "valid_inheritance_virtual.cudafe1.stub.c"
# 1 "valid_inheritance_virtual.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
