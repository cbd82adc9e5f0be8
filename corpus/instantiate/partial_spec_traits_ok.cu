// notes: traits whose answer comes from a partial specialisation (remove_reference<T&>, conditional<true,…>, enable_if<true,T>, is_pointer, is_const); used in host code next to a kernel; clean.
#include <cuda_runtime.h>
#include <type_traits>
__global__ void k(int *p) { *p = 2; }
std::remove_reference<int &>::type a = 1;
std::conditional<true, int, double>::type b = 2;
std::conditional<false, int, double>::type c = 2.5;
std::enable_if<true, long>::type d = 3;
bool e = std::is_pointer<int *>::value && !std::is_const<int>::value;
int main() { return a + b + (int)c + (int)d + e; }
