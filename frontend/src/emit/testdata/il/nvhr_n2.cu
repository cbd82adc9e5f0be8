namespace NS { namespace In { __global__ void knsp(int){} __device__ int dnsp; } }
namespace { __global__ void kanon(){} __device__ int danon; }
extern "C" __global__ void kc(){}
__constant__ int cext; static __constant__ int cstat;
__device__ __managed__ int mext;
void host(){ NS::In::knsp<<<1,1>>>(0); kanon<<<1,1>>>(); kc<<<1,1>>>(); int *p=&NS::In::dnsp; p=&danon; p=&cext; p=&cstat; mext=1; }
