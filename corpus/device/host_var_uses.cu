// tags: device-side, host_var_read_in_device, host_var_written_in_device, host_var_address_taken_in_device, undefined_device_identifier
// notes: host variables in device code: 20094/20095/20096 while parsing (with the source line), then 20068 per use at code generation, also from HD functions
int hv = 1;
__device__ int r1() { return hv; }
__device__ void w1() { hv = 5; }
__device__ int *a1() { return &hv; }
__host__ __device__ int h1() { return hv; }
__global__ void k1(int *p) { *p = hv; }
