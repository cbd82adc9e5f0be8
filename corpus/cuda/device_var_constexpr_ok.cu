// notes: near miss of managed_constexpr / shared_var_constexpr: constexpr __device__ and __constant__ variables are accepted (20120 fires only for __managed__ and __shared__)
// tags: device_var_constexpr
__device__ constexpr int dc = 4;
__constant__ constexpr int cc = 5;
