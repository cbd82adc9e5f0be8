// tags: templates, packs, deduction, cuda, output
// notes: variadic host function templates called next to a kernel launch; host output keeps the templates as written
#include <cuda_runtime.h>
template <class... Ts> int count(Ts... xs) { return 0; }
template <class T, class... Ts> T first(T t, Ts &&...) { return t; }
__global__ void k(int *p) { p[threadIdx.x] = 1; }
int main()
{
    int *d = 0;
    cudaMalloc(&d, 32 * sizeof(int));
    k<<<1, 32>>>(d);
    cudaFree(d);
    return count(d, 1) + first(0, d);
}
