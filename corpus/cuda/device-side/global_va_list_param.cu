// notes: kernel parameter of type va_list: cicc error 20131; cudafe++ alone is silent
// tags: global_va_list_type, device-side
#include <cstdarg>
__global__ void k(va_list ap) {}
