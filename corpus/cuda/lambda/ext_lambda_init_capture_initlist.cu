// nvcc-options: --extended-lambda
// notes: init-capture deducing std::initializer_list in an extended __device__ lambda -> 20159
// tags: extended_lambda_init_capture_initlist, lambda
#include <initializer_list>
void f()
{
    auto g = [il = {1, 2}] __device__ () { return il.size(); };
    (void)g;
}
