// notes: __launch_bounds__ and __maxnreg__ on the same kernel -> 20262 (even with launch bounds of 0)
// tags: bounds_maxnreg_incompatible_qualifiers, maxnreg, launch_bounds
__global__ void __launch_bounds__(128) __maxnreg__(32) k() {}
__global__ void __launch_bounds__(0) __maxnreg__(8) g() {}
