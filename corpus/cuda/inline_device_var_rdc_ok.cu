// nvcc-options: -rdc=true
// notes: near miss of inline_device_var_whole_program: with -rdc=true (--device-c) inline device variables are allowed
// tags: unsupported_inline_var, near-miss, rdc
inline __device__ int v = 1;
inline __managed__ int m9 = 1;
