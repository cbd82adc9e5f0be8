// notes: calling a __global__ function without <<<...>>> from host -> 20051 "a __global__ function call must be configured"
// tags: configuration_error, launch
__global__ void fill(int *p, int v) { p[threadIdx.x] = v; }

void run(int *p)
{
    fill(p, 42);
}
