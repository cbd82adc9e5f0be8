// notes: __maxnreg__ on a __device__ function -> 20258
// tags: maxnreg_attr_only_on_global_func, maxnreg
__device__ void __maxnreg__(32) d() {}
