// nvcc-options: -rdc=true
// notes: near miss of extern_kernel_template: with -rdc=true nvcc drops --static-host-stub and 20278 is not given
// tags: extern_kernel_template, near-miss, rdc
template <class T> __global__ void tk(T) {}
extern template __global__ void tk<int>(int);
