// nvcc-options: -rdc=true
// notes: separate compilation: extern __constant__ table defined elsewhere, a __device__ function declared here and defined in another TU, plus an extern "C" kernel; expected clean
// tags: program, rdc, constant
extern __constant__ float c_weights[16];
extern __device__ float activation(float x);

extern "C" __global__ void dense(const float *in, float *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    float acc = 0.0f;
    for (int k = 0; k < 16; ++k) acc += c_weights[k] * in[(i + k) % n];
    out[i] = activation(acc);
}

void forward(const float *in, float *out, int n) { dense<<<(n + 127) / 128, 128>>>(in, out, n); }
