// notes: compound assignment and ++/-- on a __device__ variable in host code give BOTH 20091 and 20092 (read then write); member and element stores give only 20092
// tags: device_var_read_in_host, device_var_written_in_host
struct Pair { int a, b; };
__device__ int dv;
__device__ Pair dp;
__device__ float darr[8];

void host()
{
    dv += 1;
    ++dv;
    dv++;
    dp.a = 3;
    darr[2] = 1.0f;
}
