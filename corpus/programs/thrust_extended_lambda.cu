// nvcc-options: --extended-lambda
// notes: thrust algorithms driven by extended __device__ and __host__ __device__ lambdas (transform, count_if, for_each); expected clean
// tags: program, thrust, lambda
#include <thrust/device_vector.h>
#include <thrust/transform.h>
#include <thrust/count.h>
#include <thrust/for_each.h>
#include <thrust/sequence.h>

int process(int n, float threshold)
{
    thrust::device_vector<float> v(n);
    thrust::sequence(v.begin(), v.end(), 0.0f, 0.5f);
    thrust::transform(v.begin(), v.end(), v.begin(), [threshold] __device__ (float x) { return x > threshold ? x : 0.0f; });
    auto positive = [] __host__ __device__ (float x) { return x > 0.0f; };
    int count = (int)thrust::count_if(v.begin(), v.end(), positive);
    float *raw = thrust::raw_pointer_cast(v.data());
    thrust::for_each(thrust::counting_iterator<int>(0), thrust::counting_iterator<int>(n),
                     [raw] __device__ (int i) { raw[i] *= 2.0f; });
    return count;
}
