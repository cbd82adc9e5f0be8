// notes: near miss of asm_cc_clobber_device: ordinary PTX inline asm with "memory" clobber in a __device__ function is fine
// tags: cc_clobber_in_device, near-miss, asm
__device__ unsigned lane_id()
{
    unsigned r;
    asm volatile("mov.u32 %0, %%laneid;" : "=r"(r) : : "memory");
    return r;
}
