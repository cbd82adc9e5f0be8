# 1 "out_of_class_members_ok.ii"
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
# 1 "out_of_class_members_ok.cu"
class Acc { 
# 3
public: Acc(int v); 
# 4
~Acc(); 
# 5
int get() const; 
# 6
Acc &operator+=(int d); 
# 7
static int count; 
# 8
static const int k = 3; 
# 10
private: int v_; 
# 11
static int hidden; 
# 12
}; 
# 13
int Acc::count = 0; 
# 14
int Acc::hidden = Acc::k; 
# 15
Acc::Acc(int v) : v_(v) { ++count; } 
# 16
Acc::~Acc() { --count; } 
# 17
int Acc::get() const { return (v_) + hidden; } 
# 18
Acc &Acc::operator+=(int d) { (v_) += d; return *this; } 
# 19
int use() { Acc a(1); (a += (2)); return (a.get() + Acc::count) + Acc::k; } 

# 1 "out_of_class_members_ok.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__4a27122e_26_out_of_class_members_ok_cu_8dcdc05b
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "out_of_class_members_ok.cudafe1.stub.c"
#include "out_of_class_members_ok.cudafe1.stub.c"
# 1 "out_of_class_members_ok.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
