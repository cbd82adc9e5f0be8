// notes: __maxnreg__(0) -> 20260 must be positive; __maxnreg__(0x80000000) -> 20261 too large
// tags: maxnreg_negative, maxnreg_too_large, maxnreg
__global__ void __maxnreg__(0) k0() {}
__global__ void __maxnreg__(0x80000000) k1() {}
