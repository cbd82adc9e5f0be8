// notes: memory-space variables declared inside a host function body -> 20026 three times (static __shared__, static __device__, automatic __constant__)
// tags: illegal_local_to_host_function, memory-space
void h()
{
    __shared__ int x;
    static __device__ int y;
    __constant__ int z = 1;
}
