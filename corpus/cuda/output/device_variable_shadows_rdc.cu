// nvcc-options: -rdc=true
// notes: host-output focus: same variables as device_variable_shadows.cu under -rdc=true: shadows keep linkage with hidden visibility and the .nvHR* host-reference arrays are appended; clean
// tags: host-output, memory-space, rdc
__device__ int dv = 3;
__constant__ int cv[2] = {1, 2};
extern __device__ int ev;
static __device__ int private_dv;
inline __device__ int idv = 7;
__global__ void kern(int *p) { *p = dv + cv[0] + ev + private_dv + idv; }
static __global__ void skern(int *p) { *p = 0; }

void host(int *p)
{
    kern<<<1, 1>>>(p);
    skern<<<1, 1>>>(p);
    const void *a = &dv;
    (void)a;
}
