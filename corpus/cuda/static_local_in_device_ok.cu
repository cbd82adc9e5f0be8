// notes: static local variables in __device__ functions and kernels are accepted by cudafe++ (no 20026: that rule is for host functions)
// tags: illegal_local_to_host_function, near-miss
__device__ int next_ticket()
{
    static int tickets = 0;
    return atomicAdd(&tickets, 1);
}

__global__ void k(int *out) { out[threadIdx.x] = next_ticket(); }
