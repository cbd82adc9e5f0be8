// Near miss: reading __constant__ variables, binding references and writing elements is not #137.
__constant__ int a;
__constant__ float tab[16];
struct P { int x, y; };
__constant__ P pt;
__device__ float f(int i) { const int &r = a; return tab[i] * r + pt.x; }
__global__ void k(float *o) { o[threadIdx.x] = f(threadIdx.x) + a; }
int main() { int v = 0; cudaMemcpyToSymbol(a, &v, sizeof v); k<<<1, 16>>>(0); return 0; }
