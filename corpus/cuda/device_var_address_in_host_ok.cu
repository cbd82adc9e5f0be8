// notes: near miss of shared_var_address_in_host: &dv of a __device__ variable is legal in host code (used with cudaMemcpyToSymbol etc.), no 20093
// tags: device_var_address_taken_in_host, near-miss
__device__ int dv[16];

const void *symbol_address() { return &dv; }
