// tags: device-side, no_exception_on_device
__device__ int f(int x) { if (x < 0) throw 1; return x; }
