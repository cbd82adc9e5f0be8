// nvcc-options: -Xcudafe --diag_warning=default_stream_launch -Xcudafe --diag_warning=missing_launch_bounds
// notes: remarks 20238 (at the ; of a kernel declaration and the { of its definition) and 20198 (at the >>> of launches with fewer than 4 configuration arguments) shown as warnings by --diag_warning
// tags: default_stream_launch, missing_launch_bounds, remark, diag-control, launch
__global__ void scale(float *p, float f);

__global__ void scale(float *p, float f)
{
    p[threadIdx.x] *= f;
}

void run(float *p, size_t shared)
{
    scale<<<1, 32>>>(p, 2.0f);
    scale<<<dim3(4), dim3(32), shared>>>(p, 0.5f);
}
