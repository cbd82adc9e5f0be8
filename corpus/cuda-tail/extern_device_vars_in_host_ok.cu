// notes: near miss of mem_local_in_host: block-scope extern __shared__/__device__/__constant__ declarations in a host function are not local variables (no 20026 illegal_local_to_host_function)
// tags: illegal_local_to_host_function, near-miss
void h()
{
    extern __shared__ float dyn[];
    extern __device__ int dx;
    extern __constant__ int cx;
    (void)dyn;
}
