// notes: exception specifications on kernels (noexcept and throw()) -> 20190 each
// tags: global_exception_spec
__global__ void k8() noexcept {}
__global__ void k9() throw() {}
