// notes: whole program: kernel templates selecting a code path with if constexpr, explicitly instantiated and launched
// tags: if-constexpr, template, program
#include <cstdio>

template <bool Square>
__global__ void apply(int *p, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        if constexpr (Square)
            p[i] = p[i] * p[i];
        else
            p[i] = p[i] + 1;
    }
}

template <int Mode>
int host_pick(int x)
{
    if constexpr (Mode == 0) return x;
    else if constexpr (Mode == 1) return x * 2;
    else return -x;
}

template int host_pick<0>(int);
template int host_pick<1>(int);
template int host_pick<2>(int);

int main()
{
    int *d = nullptr;
    cudaMalloc(&d, 64 * sizeof(int));
    apply<true><<<1, 64>>>(d, 64);
    apply<false><<<1, 64>>>(d, 64);
    cudaDeviceSynchronize();
    cudaFree(d);
    std::printf("%d\n", host_pick<1>(3));
    return 0;
}
