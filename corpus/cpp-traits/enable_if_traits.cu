// tags: traits, templates, enable_if, prelude
// notes: std traits over user classes through <type_traits> in a CUDA program
#include <cuda_runtime.h>
#include <type_traits>
#include <cstdio>
struct Pod { int a; float b; };
struct NonTrivial { NonTrivial() {} ~NonTrivial() {} int v; };
enum class Color : unsigned char { red, green };
static_assert(std::is_enum<Color>::value, "enum");
static_assert(std::is_class<Pod>::value, "class");
static_assert(std::is_trivially_copyable<Pod>::value, "pod copyable");
static_assert(!std::is_trivially_copyable<NonTrivial>::value, "non-trivial");
static_assert(std::is_same<std::underlying_type<Color>::type, unsigned char>::value, "underlying");
__global__ void k(Pod *p) { p->a = 1; }
int main() {
    Pod *d = 0;
    cudaMalloc(&d, sizeof(Pod));
    k<<<1, 1>>>(d);
    cudaDeviceSynchronize();
    printf("%d\n", (int)sizeof(Pod));
    return 0;
}
