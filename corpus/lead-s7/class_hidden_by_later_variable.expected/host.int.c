# 1 "class_hidden_by_later_variable.ii"
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
# 1 "hide.cu"
struct node { int v; }; 
# 2
struct node *first(struct node * p); 
# 3
int node_count(struct node *p) { return p->v; } 
# 4
struct node *node; 
# 5
enum color { red, green}; 
# 6
enum color color = green; 
# 7
int get(struct node *p) { return (p->v) + color; } 
# 8
union u { int i; float f; }; 
# 9
int u(union u * x); 

# 1 "class_hidden_by_later_variable.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__a030dacf_33_class_hidden_by_later_variable_cu_95e5cad0
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "class_hidden_by_later_variable.cudafe1.stub.c"
#include "class_hidden_by_later_variable.cudafe1.stub.c"
# 1 "class_hidden_by_later_variable.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
