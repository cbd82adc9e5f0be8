// tags: device-side, no_exception_on_device
// notes: near miss: exceptions in host code only
int f(int x) { if (x < 0) throw 1; return x; }
__device__ int g(int x) { return x; }
