# 1 "valid_placement_new.ii"
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
# 1 "valid_placement_new.cu"
typedef unsigned long size_t; 
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
# 2
inline void *operator new(size_t, void *p) noexcept { return p; } 
# 3
inline void operator delete(void *, void *) noexcept { } 
# 4
struct Obj { int v; Obj(int x) : v(x) { } ~Obj() { } }; 
# 5
int run() 
# 6
{ 
# 7
alignas(Obj) unsigned char storage[sizeof(Obj)]; 
# 8
Obj *o = new (storage) Obj(9); 
# 9
int v = o->v; 
# 10
o->~Obj(); 
# 11
return v; 
# 12
} 

# 1 "valid_placement_new.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__ce92bebe_22_valid_placement_new_cu__Z3runv
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "valid_placement_new.cudafe1.stub.c"
#include "valid_placement_new.cudafe1.stub.c"
# 1 "valid_placement_new.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
