// notes: a __device__ variable read inside a plain lambda in host code -> 20091 (the lambda's operator() is a host function)
// tags: device_var_read_in_host, lambda
__device__ int dv;

int host()
{
    auto l = [] { return dv; };
    return l();
}
