# 1 "operator_call_forms_ok.ii"
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
# 1 "operator_call_forms_ok.cu"
struct S { int v; S operator+(int) const; S operator-() const; bool operator!() const; S &operator++(); int operator[](int) const; int operator()(int, int) const; S &operator+=(int); bool operator==(const S &) const; }; 
# 2
S operator*(int, const S &); 
# 3
S operator*(const S &, const S &); 
# 4
bool operator<(const S &, const S &); 
# 5
enum E { A, B}; 
# 6
int operator|(E, E); 
# 7
int g(S); 
# 8
int gi(int); 
# 9
S mk(); 
# 10
struct P { S s; }; 
# 11
int t1(S s, S u, int i, P p, S *ps, E e) { 
# 12
S a = (s + (1)); 
# 13
S b = ((2) * s); 
# 14
S c = (s + i); 
# 15
S d = (s + (i + 1)); 
# 16
S f = (((s * u)) * s); 
# 17
S h = (-s); 
# 18
bool n = (!s); 
# 19
(++s); 
# 20
int x = s[1]; 
# 21
int y = s(1, 2); 
# 22
(s += (3)); 
# 23
s = u; 
# 24
if ((s == u)) { return 1; }  
# 25
while ((s < u)) { s = u; }  
# 26
(s + (1)); 
# 27
g((s + (1))); 
# 28
gi(s[i]); 
# 29
S k = ((p.s) + (1)); 
# 30
S m = ((*ps) + (1)); 
# 31
S o = ((mk()) + (1)); 
# 32
int q = (e | (A)); 
# 33
int r = ((A) | (B)); 
# 34
S z = (s + (gi(1))); 
# 35
int w = (s == u) ? 1 : 2; 
# 36
return (s == u); 
# 37
} 

# 1 "operator_call_forms_ok.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__aab6d9f0_25_operator_call_forms_ok_cu_2e1b8f99
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "operator_call_forms_ok.cudafe1.stub.c"
#include "operator_call_forms_ok.cudafe1.stub.c"
# 1 "operator_call_forms_ok.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
