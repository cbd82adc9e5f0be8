// notes: an automatic __constant__ variable inside a __device__ function: cicc error 20027 (illegal_local_to_device_function); cudafe++ alone is silent
// tags: illegal_local_to_device_function, device-side
__device__ int f()
{
    __constant__ int c = 1;
    return c;
}
