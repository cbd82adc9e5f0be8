// notes: kernel launch from a __global__ function without -rdc=true: cicc error 20023; cudafe++ alone is silent
// tags: device_launch_no_sepcomp, device-side, dynamic-parallelism
__global__ void child() {}
__global__ void parent() { child<<<1, 1>>>(); }
