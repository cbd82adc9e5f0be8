// notes: valid __cluster_dims__ with 1, 2 and 3 arguments on kernels (sm_90) -> clean
// tags: cluster_dims, near-miss
__global__ void __cluster_dims__(2) a(float *p) {}
__global__ void __cluster_dims__(2, 2) b(float *p) {}
__global__ void __cluster_dims__(1, 2, 4) c(float *p) {}
