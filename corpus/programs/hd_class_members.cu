// notes: value classes with __host__ __device__ members (vector math) used both on the host and in a kernel; expected clean
// tags: program, host-device, class
struct Vec3 {
    float x, y, z;
    __host__ __device__ Vec3() : x(0), y(0), z(0) {}
    __host__ __device__ Vec3(float a, float b, float c) : x(a), y(b), z(c) {}
    __host__ __device__ Vec3 operator+(const Vec3 &o) const { return Vec3(x + o.x, y + o.y, z + o.z); }
    __host__ __device__ Vec3 operator*(float s) const { return Vec3(x * s, y * s, z * s); }
    __host__ __device__ float dot(const Vec3 &o) const { return x * o.x + y * o.y + z * o.z; }
};

struct Particle {
    Vec3 pos, vel;
    __host__ __device__ void step(float dt) { pos = pos + vel * dt; }
};

__global__ void integrate(Particle *ps, int n, float dt)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) ps[i].step(dt);
}

float host_energy(const Particle *ps, int n)
{
    float e = 0.0f;
    for (int i = 0; i < n; ++i) e += 0.5f * ps[i].vel.dot(ps[i].vel);
    return e;
}
