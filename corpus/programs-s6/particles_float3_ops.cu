// notes: host/device operator overloads on float3, struct with HD members, integration kernel
#include <cstdio>
#include <cmath>
#include <cuda_runtime.h>

inline __host__ __device__ float3 operator+(float3 a, float3 b) { return make_float3(a.x + b.x, a.y + b.y, a.z + b.z); }
inline __host__ __device__ float3 operator-(float3 a, float3 b) { return make_float3(a.x - b.x, a.y - b.y, a.z - b.z); }
inline __host__ __device__ float3 operator*(float3 a, float s) { return make_float3(a.x * s, a.y * s, a.z * s); }
inline __host__ __device__ void operator+=(float3 &a, float3 b) { a.x += b.x; a.y += b.y; a.z += b.z; }
inline __host__ __device__ float dot(float3 a, float3 b) { return a.x * b.x + a.y * b.y + a.z * b.z; }
inline __host__ __device__ float length(float3 v) { return sqrtf(dot(v, v)); }

struct Particle {
  float3 pos;
  float3 vel;
  float mass;
  __host__ __device__ void step(float3 force, float dt) {
    vel += force * (dt / mass);
    pos += vel * dt;
  }
  __host__ __device__ float kinetic() const { return 0.5f * mass * dot(vel, vel); }
};

__global__ void integrate(Particle *p, int n, float3 gravity, float dt) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float3 f = gravity * p[i].mass;
  if (length(p[i].pos) > 100.0f) f = f - p[i].pos * 0.01f;
  p[i].step(f, dt);
}

int main() {
  const int n = 4096;
  Particle *h = new Particle[n];
  for (int i = 0; i < n; ++i) {
    h[i].pos = make_float3(i * 0.1f, 0.0f, 0.0f);
    h[i].vel = make_float3(0.0f, 1.0f, 0.0f);
    h[i].mass = 1.0f + (i % 3);
  }
  Particle *d;
  cudaMalloc(&d, n * sizeof(Particle));
  cudaMemcpy(d, h, n * sizeof(Particle), cudaMemcpyHostToDevice);
  for (int s = 0; s < 10; ++s) integrate<<<(n + 127) / 128, 128>>>(d, n, make_float3(0, -9.8f, 0), 0.01f);
  cudaMemcpy(h, d, n * sizeof(Particle), cudaMemcpyDeviceToHost);
  double e = 0;
  for (int i = 0; i < n; ++i) e += h[i].kinetic();
  printf("energy %f\n", e);
  delete[] h;
  cudaFree(d);
  return 0;
}
