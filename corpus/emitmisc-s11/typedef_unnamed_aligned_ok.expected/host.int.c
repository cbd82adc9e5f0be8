# 1 "typedef_unnamed_aligned_ok.ii"
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
# 1 "/usr/include/tu_pthread.h" 3
struct tu_tag { 
# 3
long __buf[8]; 
# 4
int __mask_was_saved; 
# 5
}; 
# 10
typedef 
# 7
struct { 
# 8
tu_tag __cancel_jmp_buf[1]; 
# 9
void *__pad[4]; 
# 10
} tu_unwind_buf_t __attribute((__aligned__)); 
# 11
typedef struct { int __a; char __b; } tu_pair_t __attribute((__aligned__(16))); 
# 12
extern void tu_register(tu_unwind_buf_t * __buf); 
# 2 "typedef_unnamed_aligned_ok.cu"
int use(tu_unwind_buf_t *b, tu_pair_t *p) { tu_register(b); return p->__a; } 

# 1 "typedef_unnamed_aligned_ok.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__06a15fd7_29_typedef_unnamed_aligned_ok_cu_953af95a
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "typedef_unnamed_aligned_ok.cudafe1.stub.c"
#include "typedef_unnamed_aligned_ok.cudafe1.stub.c"
# 1 "typedef_unnamed_aligned_ok.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
