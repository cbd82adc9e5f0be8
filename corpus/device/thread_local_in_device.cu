// tags: device-side, thread_local_in_device_code
__device__ int f() { thread_local int t = 0; return t; }
