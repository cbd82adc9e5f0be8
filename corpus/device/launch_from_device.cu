// tags: device-side, device_launch_no_sepcomp
// notes: dynamic parallelism without -rdc: cicc 20023 at the kernel name, also from HD functions
__global__ void child(int *p) { *p = 1; }
__global__ void parent(int *p) { child<<<1, 1>>>(p); }
__host__ __device__ void both(int *p) { child<<<1, 1>>>(p); }
