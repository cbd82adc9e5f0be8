// notes: __local_maxnreg__ is for __device__ functions: (32) is fine, (0) -> 20329, (0x80000000) -> 20330
// tags: local_maxnreg_negative, local_maxnreg_too_large, local_maxnreg
__device__ void __local_maxnreg__(32) l1() {}
__device__ void __local_maxnreg__(0) l2() {}
__device__ void __local_maxnreg__(0x80000000) l3() {}
