// notes: realistic mistake: host code writes a __constant__ configuration struct directly instead of using cudaMemcpyToSymbol -> warning 20092 (and 20091 for the read back); exit 0
// tags: program, device_var_written_in_host, device_var_read_in_host, constant
struct SimConfig {
    float dt;
    float damping;
    int steps;
};

__constant__ SimConfig c_cfg;

__global__ void damp(float *v, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) v[i] *= (1.0f - c_cfg.damping * c_cfg.dt);
}

int configure_and_run(float *d_v, int n)
{
    SimConfig cfg{0.01f, 0.5f, 100};
    c_cfg = cfg;
    for (int s = 0; s < cfg.steps; ++s)
        damp<<<(n + 255) / 256, 256>>>(d_v, n);
    return c_cfg.steps;
}
