# 1 "valid_nested_friend_templates.ii"
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
# 1 "valid_nested_friend_templates.cu"
template< class T> class List { 
# 3
public: struct Node { T v; Node *next; }; 
# 4
template< class F> void each(F f); 
# 5
template< class U> friend class Inspector; 
# 6
void push(Node *n) { (n->next) = (head); (head) = n; } 
# 8
private: Node *head = (nullptr); 
# 9
}; 
# 10
template< class T> template< class F> void List< T> ::each(F f) { for (Node *n = head; n; n = (n->next)) { f((n->v)); }  } 
# 11
template< class U> class Inspector { public: static bool empty(const List< U>  &l) { return (l.head) == nullptr; } }; 
# 12
int run() { List< int>  l; List< int> ::Node n{5, (nullptr)}; l.push(&n); int s = 0; l.each([&](int v) { (s) += v; } ); return s + (Inspector< int> ::empty(l)); } 

# 1 "valid_nested_friend_templates.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__a166d79a_32_valid_nested_friend_templates_cu__Z3runv
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "valid_nested_friend_templates.cudafe1.stub.c"
#include "valid_nested_friend_templates.cudafe1.stub.c"
# 1 "valid_nested_friend_templates.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
