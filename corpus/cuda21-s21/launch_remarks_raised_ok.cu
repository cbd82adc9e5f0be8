// nvcc-options: -Xcudafe --diag_warning=default_stream_launch -Xcudafe --diag_warning=missing_launch_bounds
// notes: near miss of 20238 and 20198 raised by --diag_warning: kernels declared with __launch_bounds__ and launched with an explicit stream (clean)
// tags: default_stream_launch, missing_launch_bounds, remark, diag-control, launch, near-miss
__global__ void __launch_bounds__(256) scale(float *p, float f);

__global__ void __launch_bounds__(256, 2) scale(float *p, float f)
{
    p[threadIdx.x] *= f;
}

__device__ float twice(float x) { return 2.0f * x; }

void run(float *p, cudaStream_t s)
{
    scale<<<1, 256, 0, s>>>(p, 2.0f);
    scale<<<dim3(4), dim3(64), 0, s>>>(p, 0.5f);
}
