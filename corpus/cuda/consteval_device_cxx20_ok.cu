// nvcc-options: -std=c++20
// notes: a consteval __device__ function called from host code (array bound and return): no 20008 - consteval device functions are usable from host in cudafe++ (clean)
// tags: d_h_illegal_call_constexpr, consteval, cxx20
__device__ consteval int k_size() { return 128; }

int host_buffer[k_size()];
int host_size() { return k_size(); }
