// tags: device-side, global_rvalue_ref_type
// notes: a kernel parameter of rvalue reference type: cicc 20063 at the kernel name
__global__ void k(int &&r) {}
