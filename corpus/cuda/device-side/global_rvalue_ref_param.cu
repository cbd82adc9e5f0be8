// notes: kernel with an rvalue reference parameter: cicc error 3520 (20063); cudafe++ alone is silent
// tags: global_rvalue_ref_param, device-side
__global__ void k(int &&x) {}
