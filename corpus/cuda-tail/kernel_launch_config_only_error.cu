// notes: a kernel launch whose configuration alone is wrong (too many arguments for __cudaPushCallConfiguration), and one whose arguments alone are wrong: ordinary EDG errors, no 20051
// tags: configuration_error
__global__ void k(int *p) {}
void run(int *p, cudaStream_t s)
{
    k<<<1, 1, 0, s, 3>>>(p);
    k<<<1, 1>>>(p, p);
}
