// notes: kernel parameter of type std::initializer_list: cicc error 20115; cudafe++ alone is silent
// tags: global_function_with_initializer_list, device-side
#include <initializer_list>
__global__ void k(std::initializer_list<int> il) {}
