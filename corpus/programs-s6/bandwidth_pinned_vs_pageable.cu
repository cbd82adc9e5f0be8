// notes: bandwidthTest shape: pageable vs pinned copies timed with events, cudaHostAlloc flags, std::chrono host timer
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

static float time_copies(void *dst, const void *src, size_t bytes, cudaMemcpyKind kind, int reps) {
  cudaEvent_t a, b;
  cudaEventCreate(&a);
  cudaEventCreate(&b);
  cudaEventRecord(a, 0);
  for (int i = 0; i < reps; ++i) cudaMemcpyAsync(dst, src, bytes, kind, 0);
  cudaEventRecord(b, 0);
  cudaEventSynchronize(b);
  float ms = 0;
  cudaEventElapsedTime(&ms, a, b);
  cudaEventDestroy(a);
  cudaEventDestroy(b);
  return ms;
}

int main() {
  const size_t bytes = 32u << 20;
  void *pageable = malloc(bytes);
  void *pinned = nullptr;
  cudaHostAlloc(&pinned, bytes, cudaHostAllocDefault | cudaHostAllocPortable);
  void *dev = nullptr;
  cudaMalloc(&dev, bytes);
  auto t0 = std::chrono::high_resolution_clock::now();
  float p1 = time_copies(dev, pageable, bytes, cudaMemcpyHostToDevice, 10);
  float p2 = time_copies(dev, pinned, bytes, cudaMemcpyHostToDevice, 10);
  auto t1 = std::chrono::high_resolution_clock::now();
  double host_ms = std::chrono::duration<double, std::milli>(t1 - t0).count();
  printf("pageable %.2f GB/s, pinned %.2f GB/s (%.1f ms)\n", bytes * 10 / p1 / 1e6, bytes * 10 / p2 / 1e6, host_ms);
  cudaFreeHost(pinned);
  cudaFree(dev);
  free(pageable);
  return 0;
}
