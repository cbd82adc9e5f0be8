# 1 "valid_exceptions.ii"
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
# 1 "valid_exceptions.cu"
struct Err { int code; virtual ~Err() { } }; 
# 2
struct IoErr : public Err { }; 
# 3
void risky(int x) { if (x < 0) { throw IoErr{}; }  } 
# 4
void wrap(int x) { try { risky(x); } catch (Err &) { throw; }  } 
# 5
int safe(int x) noexcept { return x; } 
# 6
static_assert(((noexcept(safe(1))) && (!(noexcept(risky(1))))), "");
# 7
int run(int x) { try { wrap(x); } catch (const IoErr &) { return 1; } catch (...) { return 2; }  return 0; } 

# 1 "valid_exceptions.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__1df1f034_19_valid_exceptions_cu_500c76f4
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "valid_exceptions.cudafe1.stub.c"
#include "valid_exceptions.cudafe1.stub.c"
# 1 "valid_exceptions.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
