__global__ void zeta(){} __global__ void alpha(){} __global__ void Mid(){} __global__ void alphabet(){}
static __global__ void kstat(int*){}
__device__ int dext; static __device__ int dstat;
void host(){ zeta<<<1,1>>>(); alpha<<<1,1>>>(); Mid<<<1,1>>>(); alphabet<<<1,1>>>(); zeta<<<1,1>>>(); kstat<<<1,1>>>(0); int *p=&dext; p=&dstat; }
