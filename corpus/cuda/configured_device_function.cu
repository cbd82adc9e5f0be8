// notes: <<<>>> on a __device__ function: 20007 plus 20051 "a __device__ function call cannot be configured"
// tags: configuration_error, d_h_illegal_call, launch
__device__ void d(int) {}

void h()
{
    d<<<1, 1>>>(1);
}
