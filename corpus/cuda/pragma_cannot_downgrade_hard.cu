// notes: cross-space call errors are hard errors: #pragma nv_diag_warning / nv_diag_suppress by number or tag have no effect on 20007
// tags: d_h_illegal_call, pragma, diag-control
#pragma nv_diag_suppress 20007
#pragma nv_diag_warning d_h_illegal_call
__device__ int dev(int x) { return x; }

int host() { return dev(1); }
