// notes: extern template declaration of a kernel template in whole-program mode with the default static host stub -> warning 20278
// tags: extern_kernel_template, template
template <class T> __global__ void tk(T) {}
extern template __global__ void tk<int>(int);
