// notes: near miss: __maxnreg__ alone on kernels, including a template-dependent value -> clean
// tags: maxnreg, near-miss
__global__ void __maxnreg__(64) k(float *p) {}

template <int R>
__global__ void __maxnreg__(R) tk(float *p) {}

void run(float *p) { tk<32><<<1, 1>>>(p); }
