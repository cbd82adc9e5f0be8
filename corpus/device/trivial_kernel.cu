// tags: device-side, prelude
// notes: the device-side prelude of a trivial kernel: cicc reports nothing
__global__ void k(int *p) { *p = 1; }
