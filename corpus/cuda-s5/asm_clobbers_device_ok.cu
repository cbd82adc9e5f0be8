// notes: near miss of 20165 cc_clobber_in_device: "memory" clobbers in device code, "cc" only in host and __host__ __device__ functions -> clean
// tags: cc_clobber_in_device, asm, near-miss
__device__ int d(int x) { int r; asm volatile("add.s32 %0, %1, 1;" : "=r"(r) : "r"(x) : "memory"); return r; }
__global__ void g(int *p) { asm volatile("membar.gl;" ::: "memory"); *p = d(*p); }
int h(int x) { int r; asm("add %0, %1;" : "=r"(r) : "r"(x) : "cc"); return r; }
__host__ __device__ int hd(int x) { int r; asm("add %0, %1;" : "=r"(r) : "r"(x) : "cc"); return r; }
