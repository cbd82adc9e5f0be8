// notes: an unconfigured kernel call inside a __device__ function is also 20051 in cudafe++ ("must")
// tags: configuration_error, launch
__global__ void child(int x) {}

__device__ void parent(int x)
{
    child(x);
}
