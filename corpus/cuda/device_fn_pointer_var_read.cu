// notes: a __device__ variable holding a device function pointer, copied in host code -> warning 20091
// tags: device_var_read_in_host
__device__ int square(int x) { return x * x; }
typedef int (*op_t)(int);
__device__ op_t d_op = square;

op_t fetch() { return d_op; }
