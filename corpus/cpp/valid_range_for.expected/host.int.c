# 1 "valid_range_for.ii"
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
# 1 "valid_range_for.cu"
namespace std { 
# 2
template< class E> class initializer_list { 
# 3
const E *b; unsigned long n; 
# 4
constexpr initializer_list(const E *p, unsigned long s) : b(p), n(s) { } 
# 6
public: constexpr initializer_list() : b((nullptr)), n((0)) { } 
# 7
constexpr const E *begin() const { return b; } 
# 8
constexpr const E *end() const { return (b) + (n); } 
# 9
constexpr unsigned long size() const { return n; } 
# 10
}; 
# 11
}
# 12
struct Bag { int v[3] = {1, 2, 3}; int *begin() { return v; } int *end() { return (v) + 3; } }; 
# 13
int run() 
# 14
{ 
# 15
int s = 0; 
# 16
int arr[] = {4, 5, 6}; 
# 17
for (int x : arr) { s += x; }  
# 18
for (auto x : {7, 8, 9}) { s += x; }  
# 19
Bag bag; 
# 20
for (int &x : bag) { x *= 2; }  
# 21
for (const auto &x : bag) { s += x; }  
# 22
return s; 
# 23
} 

# 1 "valid_range_for.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__f8a64c69_18_valid_range_for_cu__Z3runv
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "valid_range_for.cudafe1.stub.c"
#include "valid_range_for.cudafe1.stub.c"
# 1 "valid_range_for.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
