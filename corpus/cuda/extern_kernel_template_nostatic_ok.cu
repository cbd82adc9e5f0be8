// nvcc-options: -static-global-template-stub=false
// notes: near miss of extern_kernel_template: -static-global-template-stub=false replaces --static-host-stub, no 20278
// tags: extern_kernel_template, near-miss
template <class T> __global__ void tk(T) {}
extern template __global__ void tk<int>(int);
