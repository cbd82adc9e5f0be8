// notes: static __device__ member function called through the class name from host code -> 20007
// tags: d_h_illegal_call, cross-space, static-member
struct Math {
    __device__ static int clamp01(int v) { return v < 0 ? 0 : (v > 1 ? 1 : v); }
};

int host_clamp(int v) { return Math::clamp01(v); }
