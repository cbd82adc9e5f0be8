// notes: the first two __launch_bounds__ arguments are not range-checked by cudafe++: (-1), (0), (128,-3), (0x100000000) are accepted
// tags: launch_bounds, near-miss
__global__ void __launch_bounds__(-1) g0() {}
__global__ void __launch_bounds__(0) g1() {}
__global__ void __launch_bounds__(128, -3) g2() {}
__global__ void __launch_bounds__(0x100000000) g3() {}
