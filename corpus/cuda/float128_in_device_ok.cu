// notes: __float128 in a __device__ function: cudafe++ does not report 20106 (clean on the host pass)
// tags: unsupported_type_in_device_code
__device__ double f(double x)
{
    __float128 q = x;
    return (double)(q * q);
}
