// notes: 20165 cc_clobber_in_device once per "cc" clobber (a repeated one twice), at the clobber string, in __device__ and __global__ functions and a __device__ function template (at definition), then the next statement's error; a host or __host__ __device__ function and an asm template string "cc" are fine
// tags: cc_clobber_in_device, asm
int h(int x) { int r; asm("add %0, %1;" : "=r"(r) : "r"(x) : "cc"); return r; }
__host__ __device__ int hd(int x) { int r; asm("add %0, %1;" : "=r"(r) : "r"(x) : "memory", "cc"); return r; }
__global__ void g(int *p) { asm volatile("membar.gl;" ::: "cc"); }
__device__ int d(int x) { int r; asm("cc" : "=r"(r) : "r"(x)); asm("add %0, %1;" : "=r"(r) : "r"(x) : "cc", "cc"); return r; }
template <class T> __device__ int t(int x) { int r; asm("add %0, %1;" : "=r"(r) : "r"(x) : "cc"); return r; }
__device__ void e() { asm("nop" ::: "cc"); int y = "s"; }
