# 1 "remark_unused_internal.ii"
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
# 4
struct D { int a = 0; }; 
# 5
struct E { int a; ~E() { } }; 
# 6
static inline int si() { return 1; } 
# 7
const int nk = 3; 
# 8
static const int nk2 = 3; 
# 9
constexpr int nk3 = 4; 
# 10
static int used_later; 
# 11
static void sdecl(); 
# 12
typedef int TT; 
# 13
int f1() 
# 14
{ 
# 15
int w; (void)w; 
# 16
int x = 1; int y = (sizeof x); 
# 17
D d; 
# 18
E e; 
# 19
int z[2] = {1, 2}; 
# 20
int q = 5; q = 6; 
# 21
int r; r = 1; return r + y; 
# 22
} 
# 23
int f3() { return used_later; } 
# 24
static int sarr[3]; 
# 25
int *pa = (sarr); 
# 26
namespace _GLOBAL__N__890fc9b3_25_remark_unused_internal_cu__Z2f1v __attribute__((visibility("hidden")))  { }; using namespace ::_GLOBAL__N__890fc9b3_25_remark_unused_internal_cu__Z2f1v; 
#pragma GCC diagnostic ignored "-Wattributes"
namespace _GLOBAL__N__890fc9b3_25_remark_unused_internal_cu__Z2f1v __attribute__((visibility("hidden")))  { int av; void af() { } int used_av; }
# 27
int g4() { return used_av; } 
# 28
namespace N { static int nsv; }
# 29
extern const int ek; 
# 30
inline const int ik = 2; 
# 31
static int recur(int n) { return (n) ? recur(n - 1) : 0; } 

# 1 "remark_unused_internal.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__890fc9b3_25_remark_unused_internal_cu__Z2f1v
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "remark_unused_internal.cudafe1.stub.c"
#include "remark_unused_internal.cudafe1.stub.c"
# 1 "remark_unused_internal.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
