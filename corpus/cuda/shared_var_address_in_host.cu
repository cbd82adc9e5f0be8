// notes: taking the address of a __shared__ variable in host code -> warning 20093 (for a __device__ variable &dv is not diagnosed)
// tags: device_var_address_taken_in_host, memory-space
__shared__ int tile;

int *where() { return &tile; }
