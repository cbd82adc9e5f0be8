# 1 "valid_class_basics.ii"
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
# 1 "valid_class_basics.cu"
class Buffer { 
# 3
public: explicit Buffer(unsigned n) : size_(n), data_(new int [n]()) { ++live; } 
# 4
Buffer(const Buffer &o) : Buffer(o.size_) { for (unsigned i = (0); i < (size_); ++i) { ((data_)[i]) = ((o.data_)[i]); }  } 
# 5
Buffer(Buffer &&o) noexcept : size_(o.size_), data_(o.data_) { (o.data_) = (nullptr); (o.size_) = (0); ++live; } 
# 6
Buffer &operator=(Buffer o) noexcept { this->swap(o); return *this; } 
# 7
~Buffer() { delete [] (data_); --live; } 
# 8
void swap(Buffer &o) noexcept { unsigned s = size_; (size_) = (o.size_); (o.size_) = s; int *d = data_; (data_) = (o.data_); (o.data_) = d; } 
# 9
int &operator[](unsigned i) { return (data_)[i]; } 
# 10
unsigned size() const { return size_; } 
# 11
static int live; 
# 13
private: unsigned size_; 
# 14
int *data_; 
# 15
}; 
# 16
int Buffer::live = 0; 
# 17
int use() { Buffer a(4); Buffer b = a; b[0] = 3; Buffer c(static_cast< Buffer &&>(b)); return c[0] + ((int)a.size()); } 

# 1 "valid_class_basics.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__7a3bedec_21_valid_class_basics_cu_e63680d7
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "valid_class_basics.cudafe1.stub.c"
#include "valid_class_basics.cudafe1.stub.c"
# 1 "valid_class_basics.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
