# 1 "c_header_class_and_variable.ii"
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
# 1 "/usr/include/time.h" 3
extern long timezone; 
# 2
extern int daylight; 
# 2 "/usr/include/sys/time.h" 3
struct timezone { int tz_minuteswest; int tz_dsttime; }; 
# 3
extern int settimeofday(const struct timezone * __tz) noexcept(true); 
# 5 "tz.cu"
int g(struct timezone *t) { return (t->tz_dsttime) + ((int)timezone); } 
# 6
struct stat { int st_size; }; 
# 7
int stat(const char *, struct stat *); 
# 8
int h(const char *p) { struct stat s; return stat(p, &s) + (s.st_size); } 

# 1 "c_header_class_and_variable.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__83997740_30_c_header_class_and_variable_cu_1b4c2757
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "c_header_class_and_variable.cudafe1.stub.c"
#include "c_header_class_and_variable.cudafe1.stub.c"
# 1 "c_header_class_and_variable.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
