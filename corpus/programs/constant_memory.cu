// notes: 1D convolution with the filter in __constant__ memory uploaded via cudaMemcpyToSymbol; expected clean
// tags: program, constant
#define RADIUS 4
#define WIDTH (2 * RADIUS + 1)

__constant__ float c_filter[WIDTH];

__global__ void convolve(const float *in, float *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    float acc = 0.0f;
#pragma unroll
    for (int k = -RADIUS; k <= RADIUS; ++k) {
        int j = i + k;
        if (j >= 0 && j < n) acc += c_filter[k + RADIUS] * in[j];
    }
    out[i] = acc;
}

cudaError_t set_filter(const float (&h)[WIDTH])
{
    return cudaMemcpyToSymbol(c_filter, h, sizeof(h));
}

void run(const float *in, float *out, int n) { convolve<<<(n + 255) / 256, 256>>>(in, out, n); }
