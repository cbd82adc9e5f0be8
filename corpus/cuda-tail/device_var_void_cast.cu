// notes: device variables under a cast to void are not accessed (no 20091/20092), while (int)dv and (void)(dv + 1) read dv -> 20091 twice
// tags: device_var_read_in_host
__device__ int dv;
__shared__ int sv[4];
__constant__ float cv;
void h()
{
    (void)dv;
    (void)sv;
    static_cast<void>(cv);
    int a = (int)dv;
    (void)(dv + 1);
}
