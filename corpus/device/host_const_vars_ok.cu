// tags: device-side, host_var_read_in_device
// notes: near miss of host_var_uses: const and constexpr scalar host variables are usable in device code
const int cv = 2;
constexpr int xv = 3;
__device__ int c1() { return cv + xv; }
__global__ void k1(int *p) { *p = cv * xv; }
