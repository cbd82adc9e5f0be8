// notes: thrust::transform with a __host__ __device__ functor and a thrust::host_vector copy; expected clean
// tags: prelude, thrust
#include <thrust/device_vector.h>
#include <thrust/host_vector.h>
#include <thrust/transform.h>

struct saxpy_op {
    float a;
    __host__ __device__ float operator()(float x, float y) const { return a * x + y; }
};

thrust::host_vector<float> saxpy(float a, const thrust::host_vector<float> &hx, const thrust::host_vector<float> &hy)
{
    thrust::device_vector<float> x = hx, y = hy;
    thrust::transform(x.begin(), x.end(), y.begin(), y.begin(), saxpy_op{a});
    return y;
}
