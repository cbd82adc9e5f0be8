// notes: five launch configuration arguments: ordinary "too many arguments in function call" against __cudaPushCallConfiguration
// tags: launch, too_many_args
__global__ void k() {}

void run(cudaStream_t s)
{
    k<<<1, 1, 0, s, 7>>>();
}
