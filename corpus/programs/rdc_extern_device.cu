// nvcc-options: -rdc=true
// notes: separate compilation (-rdc=true): extern __device__ function and variable defined in another TU, inline __device__ variable, device-side launch; expected clean
// tags: program, rdc, dynamic-parallelism
extern __device__ float scale_factor;
extern __device__ float external_transform(float);
inline __device__ int launch_depth = 0;

__global__ void child(float *p, int n)
{
    int i = threadIdx.x;
    if (i < n) p[i] = external_transform(p[i]) * scale_factor;
}

__global__ void parent(float *p, int n)
{
    if (threadIdx.x == 0) {
        ++launch_depth;
        child<<<1, n>>>(p, n);
    }
}

void run(float *p, int n) { parent<<<1, 32>>>(p, n); }
