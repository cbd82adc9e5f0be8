// notes: near miss of auto_device_fn_address_in_host: calling an auto-returning __device__ function from device code is fine
// tags: auto_device_fn_ref, near-miss
__device__ auto da(int x) { return x * 2; }

__global__ void k(int *p) { *p = da(*p); }
