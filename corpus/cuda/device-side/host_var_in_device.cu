// notes: reading and writing a host global variable in a __device__ function: cicc warnings 20094 (read) and 20095 (written); cudafe++ alone is silent
// tags: host_var_read_in_device, host_var_written_in_device, device-side
int host_counter;

__device__ int bump()
{
    host_counter = host_counter + 1;
    return host_counter;
}
