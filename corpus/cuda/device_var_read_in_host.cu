// notes: reading a __device__ variable in a host function -> warning 20091 (rc 0)
// tags: device_var_read_in_host, memory-space
__device__ int counter;

int peek() { return counter; }
