// tags: device-side, device_launch_no_sepcomp
// nvcc-options: -rdc=true
// notes: near miss of launch_from_device: separate compilation allows the launch
__global__ void child(int *p) { *p = 1; }
__global__ void parent(int *p) { child<<<1, 1>>>(p); }
