// notes: __managed__ combined with __shared__ and with __constant__ -> 20111 each
// tags: managed_cant_be_shared_constant, managed
__managed__ __shared__ int m5;
__managed__ __constant__ int m6;
