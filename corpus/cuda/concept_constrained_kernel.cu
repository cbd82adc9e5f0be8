// nvcc-options: -std=c++20
// notes: C++20 kernel template constrained by std::floating_point: the float launch is fine, the int launch gives "no instance of function template" with a failed-deduction note
// tags: concepts, cxx20, template, launch
#include <concepts>

template <std::floating_point T>
__global__ void scale(T *p, T s) { p[threadIdx.x] *= s; }

void run(float *pf, int *pi)
{
    scale<<<1, 32>>>(pf, 2.0f);
    scale<<<1, 32>>>(pi, 2);
}
