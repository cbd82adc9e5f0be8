// nvcc-options: -Xcudafe --diag_error=device_var_read_in_host
// notes: --diag_error by tag promotes warning 20091 to an error (no number printed), rc 2
// tags: device_var_read_in_host, diag-control
__device__ int dv;

int f() { return dv; }
