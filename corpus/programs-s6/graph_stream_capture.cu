// notes: CUDA graphs via stream capture: begin/end capture, instantiate, launch, destroy
#include <cstdio>
#include <cuda_runtime.h>

__global__ void axpy(float a, const float *x, float *y, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] = a * x[i] + y[i];
}

int main() {
  const int n = 1 << 16;
  float *x, *y;
  cudaMalloc(&x, n * sizeof(float));
  cudaMalloc(&y, n * sizeof(float));
  cudaStream_t s;
  cudaStreamCreate(&s);
  cudaGraph_t graph;
  cudaGraphExec_t exec;
  cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal);
  for (int k = 0; k < 4; ++k) axpy<<<(n + 255) / 256, 256, 0, s>>>(0.5f, x, y, n);
  cudaStreamEndCapture(s, &graph);
  cudaGraphInstantiate(&exec, graph, 0);
  for (int it = 0; it < 10; ++it) cudaGraphLaunch(exec, s);
  cudaStreamSynchronize(s);
  cudaGraphExecDestroy(exec);
  cudaGraphDestroy(graph);
  cudaStreamDestroy(s);
  cudaFree(x);
  cudaFree(y);
  printf("ok\n");
  return 0;
}
