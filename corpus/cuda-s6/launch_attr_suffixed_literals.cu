// notes: suffixed literals, bool, char and parenthesised expressions as launch attribute arguments: evaluated with their types (0u not positive 20263, 4294967295u too large 20264, 0x80000000u 20249)
// tags: maxnreg, maxnreg_negative, maxnreg_too_large, max_blocks_per_cluster_too_large
__global__ void __maxnreg__(4u) m1() {}
__global__ void __maxnreg__(0u) m2() {}
__global__ void __launch_bounds__(256u, 2ul, 3ull) m3() {}
__global__ void __maxnreg__(4294967295u) m4() {}
__global__ void __launch_bounds__(64, 1, 0x80000000u) m5() {}
__global__ void __cluster_dims__(2u, (1 + 1)) m6() {}
__global__ void __maxnreg__(true) m7() {}
__global__ void __maxnreg__('a') m8() {}
