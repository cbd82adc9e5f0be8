// nvcc-options: -Xcudafe --diag_warning=default_stream_launch -Xcudafe --diag_warning=missing_launch_bounds
// notes: remarks 20238 (no __launch_bounds__) and 20198 (no explicit stream) are off by default; --diag_warning by tag shows them as warnings
// tags: default_stream_launch, missing_launch_bounds, remark, diag-control
__global__ void k(int *p) {}
__global__ void __launch_bounds__(128) bounded(int *p) {}

void run(int *p, cudaStream_t s)
{
    k<<<1, 1>>>(p);
    bounded<<<1, 128, 0, s>>>(p);
}
