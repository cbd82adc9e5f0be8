// tags: device-side, thread_local_in_device_code
// notes: near miss: thread_local in host code
int f() { thread_local int t = 0; return t; }
__device__ int g(int x) { return x; }
