// notes: <iostream> with cudaGetErrorString in host code; expected clean
// tags: prelude, stl, iostream
#include <iostream>

__global__ void noop() {}

int main()
{
    noop<<<1, 1>>>();
    cudaError_t e = cudaDeviceSynchronize();
    std::cout << "status: " << cudaGetErrorString(e) << std::endl;
    return e == cudaSuccess ? 0 : 1;
}
