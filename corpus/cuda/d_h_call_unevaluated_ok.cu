// notes: __device__ function named in unevaluated operands of host code (decltype, sizeof, noexcept) is not a call: no 20007
// tags: d_h_illegal_call, near-miss, unevaluated
__device__ long dev(int x) { return x; }

decltype(dev(1)) host_value() { return sizeof(dev(2)) + noexcept(dev(3)); }
