# 1 "valid_lambdas.ii"
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
# 1 "valid_lambdas.cu"
int apply(int (*fp)(int), int v) { return fp(v); } 
# 2
int run() 
# 3
{ 
# 4
int base = 10, acc = 0; 
# 5
auto add = [base](int x) { return (base) + x; } ; typedef decltype(add) __T0;
# 6
auto inc = [&acc](int x) { (acc) += x; } ; typedef decltype(inc) __T1;
# 7
auto counter = [n = 0]() mutable { return ++(n); } ; typedef decltype(counter) __T2;
# 8
auto gen = [](auto a, auto b) { return a + b; } ; typedef decltype(gen) __T3;
# 9
int k = ([](int z) { return z * 2; } )(4); 
# 10
inc(add(1)); 
# 11
counter(); 
# 12
return ((apply([](int x) { return -x; } , acc) + counter()) + ((int)gen(1, (2.5)))) + k; 
# 13
} 

# 1 "valid_lambdas.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__6fcbd59e_16_valid_lambdas_cu_150ab6d2
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "valid_lambdas.cudafe1.stub.c"
#include "valid_lambdas.cudafe1.stub.c"
# 1 "valid_lambdas.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
