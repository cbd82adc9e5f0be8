// notes: kernel launches with 1 to 4 configuration arguments (dim3, shared bytes, stream) are all accepted
// tags: configuration_error, near-miss, launch
__global__ void k(float *p) {}

void run(float *p, cudaStream_t s)
{
    k<<<1>>>(p);
    k<<<dim3(4, 4), dim3(8, 8)>>>(p);
    k<<<16, 256, 1024>>>(p);
    k<<<16, 256, 0, s>>>(p);
}
