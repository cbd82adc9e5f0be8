// nvcc-options: -std=c++20
// notes: thrust::sort_by_key, thrust::unique and zip iterators under -std=c++20; expected clean
// tags: prelude, thrust, cxx20
#include <thrust/device_vector.h>
#include <thrust/sort.h>
#include <thrust/unique.h>
#include <thrust/iterator/zip_iterator.h>

int dedup(thrust::device_vector<int> &keys, thrust::device_vector<float> &vals)
{
    thrust::sort_by_key(keys.begin(), keys.end(), vals.begin());
    auto first = thrust::make_zip_iterator(thrust::make_tuple(keys.begin(), vals.begin()));
    auto last = thrust::make_zip_iterator(thrust::make_tuple(keys.end(), vals.end()));
    auto new_end = thrust::unique(first, last);
    return (int)(new_end - first);
}
