// nvcc-options: -Xcudafe --diag_suppress=20092
// notes: --diag_suppress by displayed number silences warning 20092
// tags: device_var_written_in_host, diag-control
__device__ int dv;

void f() { dv = 3; }
