// notes: __device__ with both __launch_bounds__ and __maxnreg__ -> 20077, 20258 and 20262
// tags: bounds_attr_only_on_global_func, maxnreg_attr_only_on_global_func, bounds_maxnreg_incompatible_qualifiers
__device__ void __launch_bounds__(64) __maxnreg__(8) d2() {}
