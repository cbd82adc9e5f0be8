// notes: inline asm with a "cc" clobber in device code -> 20165 (checks whether cudafe++ emits it)
// tags: cc_clobber_in_device, asm
__device__ int f(int x)
{
    int r;
    asm("add.s32 %0, %1, 1;" : "=r"(r) : "r"(x) : "cc");
    return r;
}
