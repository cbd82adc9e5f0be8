# 1 "try_print_ok.ii"
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
# 1 "try_print_ok.cu"
struct Err { int code; virtual ~Err() { } }; 
# 2
struct IoErr : public Err { }; 
# 3
void risky(int x) { if (x < 0) { x = 2; }  } 
# 4
void wrap(int x) { try { risky(x); } catch (Err &) { x = 1; }  } 
# 5
int run(int x) { 
# 6
try { wrap(x); } 
# 7
catch (const IoErr &e) { return e.code; } 
# 8
catch (int v) { return v; } 
# 9
catch (...) { return 2; }  
# 10
return 0; 
# 11
} 
# 12
int run2(int x) { 
# 13
int r = 0; 
# 14
try 
# 15
{ 
# 16
r = 1; 
# 17
} 
# 18
catch (Err *p) 
# 19
{ 
# 20
r = (p->code); 
# 21
}  
# 22
return r; 
# 23
} 
# 24
void f3() { try { } catch (...) { }  } 
# 25
int main() { return run(1) + run2(2); } 

# 1 "try_print_ok.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__59f233c5_15_try_print_ok_cu_500c76f4
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "try_print_ok.cudafe1.stub.c"
#include "try_print_ok.cudafe1.stub.c"
# 1 "try_print_ok.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
