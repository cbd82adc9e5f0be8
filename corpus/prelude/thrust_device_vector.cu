// notes: <thrust/device_vector.h>, <thrust/sequence.h>, <thrust/reduce.h>: host-side thrust use; expected clean (heavy header set)
// tags: prelude, thrust
#include <thrust/device_vector.h>
#include <thrust/sequence.h>
#include <thrust/reduce.h>

int thrust_sum(int n)
{
    thrust::device_vector<int> v(n);
    thrust::sequence(v.begin(), v.end());
    return thrust::reduce(v.begin(), v.end(), 0);
}
