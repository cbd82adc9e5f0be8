// notes: near miss of device_defaulted_ctor: defaulted on a later (out-of-line) declaration, not the first one -> no 20012
// tags: esa_on_defaulted_function_ignored, near-miss
struct U {
    __device__ U();
    int x;
};
__device__ U::U() = default;
