# 1 "return_folded_ok.ii"
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
# 1 "return_folded_ok.cu"
enum E { A = 1, B}; 
# 2
int r1() { return 1 + 2; } 
# 3
int r2() { return (int)(2.5); } 
# 4
int r3() { return (int)(sizeof(int) + sizeof(short)); } 
# 5
long r4() { return 1 + 2; } 
# 6
int r5() { return (1 + 2); } 
# 7
unsigned r7() { return (int)3; } 
# 8
long r8() { return (int)sizeof(int); } 
# 9
long r10() { return -3; } 
# 10
int r12() { return (int)A; } 
# 11
int r13() { return (A) + 1; } 
# 12
long r13b() { return (A) + (B); } 
# 13
int r17() { return ((int)(2.5)); } 
# 14
long r18() { return (int)(2.5); } 
# 15
int r21() { return (1) ? 2 : 3; } 
# 16
int r22() { return (int)(2 + 3); } 
# 17
char r23() { return (char)65; } 
# 18
unsigned r24() { return -1; } 
# 19
int r25() { return (1 + 2) * 3; } 
# 20
int r26() { return sizeof(int) * (2); } 
# 21
double r27() { return 1 + 2; } 
# 22
bool r28() { return 3; } 
# 23
bool r29(int x) { return x; } 
# 24
long r30(int x) { return x + 1; } 
# 25
long r31(int x) { return (x + 1); } 
# 26
int r32() { return ~0; } 
# 27
int r33() { return !(0); } 
# 28
int g1 = ((int)(2.5)); long g2 = (1 + 2); int g3 = ((A) + 1); 
# 29
int r34() { return static_cast< int>((2.0)); } 
# 30
int r35() { return (static_cast< int>((2.0))); } 

# 1 "return_folded_ok.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__c4872b87_19_return_folded_ok_cu__Z2r1v
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "return_folded_ok.cudafe1.stub.c"
#include "return_folded_ok.cudafe1.stub.c"
# 1 "return_folded_ok.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
