// notes: <cuComplex.h> C-style complex helpers and <cuda/std/complex> in device code; expected clean
// tags: prelude, complex, libcudacxx
#include <cuComplex.h>
#include <cuda/std/complex>

__global__ void rotate(cuFloatComplex *z, cuda::std::complex<float> *w, int n)
{
    int i = threadIdx.x;
    if (i >= n) return;
    z[i] = cuCmulf(z[i], make_cuFloatComplex(0.0f, 1.0f));
    w[i] = w[i] * cuda::std::complex<float>(0.0f, 1.0f) + cuda::std::conj(w[i]);
}
