// nvcc-options: -Xcudafe --diag_warning=20048
// notes: 20048 is discretionary: --diag_warning turns it into warning #20048-D and the run succeeds
// tags: global_function_return_type, diag-control
__global__ int k() { return 0; }
