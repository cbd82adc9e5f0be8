// tags: device-side, global_rvalue_ref_type
// notes: near miss of rvalue_ref_kernel_param: lvalue reference and pointer parameters
__global__ void k(int &r, const int *p) {}
