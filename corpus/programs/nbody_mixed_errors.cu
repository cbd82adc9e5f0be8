// notes: realistic n-body step where a host-side energy function calls a __device__-only helper (20007) and a kernel is called without a launch configuration (20051)
// tags: program, d_h_illegal_call, configuration_error
struct Body { float4 pos; float4 vel; };

__device__ float3 accel(const Body &a, const Body &b)
{
    float3 d = make_float3(b.pos.x - a.pos.x, b.pos.y - a.pos.y, b.pos.z - a.pos.z);
    float inv = rsqrtf(d.x * d.x + d.y * d.y + d.z * d.z + 1e-3f);
    float s = b.pos.w * inv * inv * inv;
    return make_float3(d.x * s, d.y * s, d.z * s);
}

__global__ void step(Body *bodies, int n, float dt)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    float3 acc = make_float3(0, 0, 0);
    for (int j = 0; j < n; ++j) {
        float3 a = accel(bodies[i], bodies[j]);
        acc.x += a.x; acc.y += a.y; acc.z += a.z;
    }
    bodies[i].vel.x += acc.x * dt;
    bodies[i].vel.y += acc.y * dt;
    bodies[i].vel.z += acc.z * dt;
}

float potential(const Body *bodies, int n)
{
    float e = 0.0f;
    for (int i = 0; i < n; ++i)
        for (int j = 0; j < n; ++j)
            e += accel(bodies[i], bodies[j]).x;
    return e;
}

void simulate(Body *d_bodies, int n)
{
    step(d_bodies, n, 0.01f);
}
