// notes: a __device__ and a __host__ definition with the same signature: no overloading on execution space -> ordinary redefinition error "function g has already been defined"
// tags: redefinition
__device__ int g() { return 1; }
__host__ int g() { return 2; }
