// nvcc-options: -rdc=true
// notes: dynamic parallelism: a launch inside a kernel is never diagnosed by cudafe++ (cicc needs -rdc=true, given here)
// tags: launch, dynamic-parallelism, rdc
__global__ void child(int *p) { p[threadIdx.x] += 1; }

__global__ void parent(int *p)
{
    if (threadIdx.x == 0)
        child<<<1, 32>>>(p);
}
