// nvcc-options: -G
// notes: host-output focus: -G passes --debug_mode; kernel declarations get __attribute((noinline)); clean
// tags: host-output, debug_mode, cli
__global__ void k(int *p) { *p = 1; }
__device__ int d(int x) { return x; }
void run(int *p) { k<<<1, 1>>>(p); }
