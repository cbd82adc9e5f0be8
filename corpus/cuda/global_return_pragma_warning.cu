// notes: #pragma nv_diag_warning 20048 before the kernel downgrades the discretionary error to a warning
// tags: global_function_return_type, diag-control, pragma
#pragma nv_diag_warning 20048
__global__ float k(float *p) { return *p; }
