// notes: __grid_constant__ on a non-const kernel parameter is diagnosed only by cicc (3696); cudafe++ is silent
// tags: grid_constant, device-side
__global__ void g2(__grid_constant__ int x) {}
