# 1 "valid_most_vexing_parse.ii"
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
# 1 "valid_most_vexing_parse.cu"
struct Timer { Timer() { } int ticks() const { return 1; } }; 
# 2
struct Obj { Obj(Timer) { } int v = 2; }; 
# 3
Obj make(Timer (*)(void)); 
# 4
int run() 
# 5
{ 
# 6
Obj o(Timer (void)); 
# 7
Obj p((Timer())); 
# 8
Obj q{Timer{}}; 
# 9
int x = 3; 
# 10
int y = ((int)4); 
# 11
return (((p.v) + (q.v)) + x) + y; 
# 12
} 

# 1 "valid_most_vexing_parse.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__dda99426_26_valid_most_vexing_parse_cu__Z3runv
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "valid_most_vexing_parse.cudafe1.stub.c"
#include "valid_most_vexing_parse.cudafe1.stub.c"
# 1 "valid_most_vexing_parse.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
