// notes: assigning a __device__ variable in a host function -> warning 20092
// tags: device_var_written_in_host, memory-space
__device__ float scale_factor;

void set_scale(float s) { scale_factor = s; }
