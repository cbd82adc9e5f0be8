# 1 "asm_statements_ok.ii"
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
# 1 "asm_statements_ok.cu"
__attribute__((unused)) unsigned f1(unsigned a, unsigned b) {int volatile ___ = 1;(void)a;(void)b;::exit(___);}
#if 0
# 1
{ unsigned r; __asm__("add.u32 %0, %1, %2;" : "=r" (r) : "r" (a), "r" (b)); return r; } 
#endif
# 2 "asm_statements_ok.cu"
__attribute__((unused)) void f2() {int volatile ___ = 1;::exit(___);}
#if 0
# 2
{ __asm__ volatile("membar.gl;" : : : "memory"); } 
#endif
# 3 "asm_statements_ok.cu"
__attribute__((unused)) void f3(int *p) {int volatile ___ = 1;(void)p;::exit(___);}
#if 0
# 3
{ __asm__ volatile("st.global.u32 [%0], %1;" : : "l" (p), "r" (1) : "memory"); } 
#endif
# 4 "asm_statements_ok.cu"
__attribute__((unused)) unsigned f4(unsigned a) {int volatile ___ = 1;(void)a;::exit(___);}
#if 0
# 4
{ __asm__("mov.u32 %0, %0;" : "+r" (a) :); return a; } 
#endif
# 5 "asm_statements_ok.cu"
__attribute__((unused)) void f5() {int volatile ___ = 1;::exit(___);}
#if 0
# 5
{ __asm__("trap;"); } 
#endif
# 6 "asm_statements_ok.cu"
__attribute__((unused)) void f6() {int volatile ___ = 1;::exit(___);}
#if 0
# 6
{ __asm__ volatile("exit;"); } 
#endif
# 7 "asm_statements_ok.cu"
__attribute__((unused)) unsigned f7(unsigned long long x) {int volatile ___ = 1;(void)x;::exit(___);}
#if 0
# 7
{ unsigned lo, hi; __asm__("mov.b64 {%0,%1}, %2;" : "=r" (lo), "=r" (hi) : "l" (x)); return lo + hi; } 
#endif
# 8 "asm_statements_ok.cu"
__attribute__((unused)) void f8() {int volatile ___ = 1;::exit(___);}
#if 0
# 8
{ __asm__("// ab\n\tc;"); } 
#endif
# 9 "asm_statements_ok.cu"
__attribute__((unused)) unsigned f9(unsigned a) {int volatile ___ = 1;(void)a;::exit(___);}
#if 0
# 9
{ unsigned r; __asm__ volatile("not.b32 %0, %1;" : "=r" (r) : "r" (a) : "memory", "r1"); return r; } 
#endif
# 10 "asm_statements_ok.cu"
void h1() { __asm__("nop"); } 
# 11
void h2(int x) { __asm__ volatile("" : : "r" (x) : "memory"); } 
# 12
__attribute__((unused)) void f10() {int volatile ___ = 1;::exit(___);}
#if 0
# 12
{ __asm__ volatile("griddepcontrol.wait;" : : : "memory"); } 
#endif
# 13 "asm_statements_ok.cu"
__attribute__((unused)) void f11() {int volatile ___ = 1;::exit(___);}
#if 0
# 13
{ __asm__ volatile("griddepcontrol.launch_dependents;" : :); } 
#endif
# 14 "asm_statements_ok.cu"
__attribute__((unused)) unsigned f12(unsigned a) {int volatile ___ = 1;(void)a;::exit(___);}
#if 0
# 14
{ __asm__("" : "+r" (a) :); return a; } 
#endif

# 1 "asm_statements_ok.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__4689608b_20_asm_statements_ok_cu__Z2f1jj
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "asm_statements_ok.cudafe1.stub.c"
#include "asm_statements_ok.cudafe1.stub.c"
# 1 "asm_statements_ok.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
