// notes: explicit __host__ and implicit host functions calling each other: no diagnostics
// tags: cross-space, near-miss
__host__ int explicit_host(int x) { return x - 1; }
int implicit_host(int x) { return explicit_host(x) * 2; }
__host__ __device__ int hd(int x) { return x; }
__host__ int chain(int x) { return implicit_host(hd(x)); }
