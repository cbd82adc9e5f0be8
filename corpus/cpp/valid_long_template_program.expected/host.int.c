# 1 "valid_long_template_program.ii"
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
# 1 "valid_long_template_program.cu"
template< class T, unsigned N> class StaticVec { 
# 3
public: using value_type = T; 
# 4
using iterator = T *; 
# 5
constexpr StaticVec() : n((0)), data{} { } 
# 6
constexpr bool push(const T &v) { if ((n) == N) { return false; }  ((data)[(n)++]) = v; return true; } 
# 7
constexpr iterator begin() { return data; } 
# 8
constexpr iterator end() { return (data) + (n); } 
# 9
constexpr unsigned size() const { return n; } 
# 10
constexpr T &operator[](unsigned i) { return (data)[i]; } 
# 12
private: unsigned n; 
# 13
T data[N]; 
# 14
}; 
# 15
template< class It, class Pred> constexpr It find_if(It b, It e, Pred p) { for (; b != e; ++b) { if (p(*b)) { return b; }  }  return e; } 
# 16
template< class It, class T> constexpr T accumulate(It b, It e, T init) { for (; b != e; ++b) { init = (init + (*b)); }  return init; } 
# 17
template< class It> constexpr void insertion_sort(It b, It e) 
# 18
{ 
# 19
for (It i = b; i != e; ++i) { 
# 20
for (It j = i; (j != b) && ((*(j - 1)) > (*j)); --j) { auto t = (*j); (*j) = (*(j - 1)); (*(j - 1)) = t; }  }  
# 21
} 
# 22
constexpr int demo() 
# 23
{ 
# 24
StaticVec< int, 8>  v; 
# 25
int init[] = {5, 3, 9, 1, 7}; 
# 26
for (int x : init) { v.push(x); }  
# 27
insertion_sort(v.begin(), v.end()); 
# 28
auto it = find_if(v.begin(), v.end(), [](int x) { return x > 4; } ); 
# 29
return (accumulate(v.begin(), v.end(), 0) * 10) + (*it); 
# 30
} 
# 31
static_assert((demo() == 255), "");

# 1 "valid_long_template_program.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__ee16bef6_30_valid_long_template_program_cu_xxxxxxxx_PID
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "valid_long_template_program.cudafe1.stub.c"
#include "valid_long_template_program.cudafe1.stub.c"
# 1 "valid_long_template_program.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
