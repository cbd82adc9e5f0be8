// notes: realistic bug: a host loop "for (unsigned i = n - 1; i >= 0; --i)" -> warning 186 pointless comparison; plus an uninitialised status used (549); exit 0
// tags: program, unsigned_compare_with_zero, used_before_set
#include <vector>

__global__ void reverse(const int *in, int *out, unsigned n)
{
    unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) out[n - 1 - i] = in[i];
}

bool check_reversed(const std::vector<int> &in, const std::vector<int> &out)
{
    unsigned n = (unsigned)in.size();
    for (unsigned i = n - 1; i >= 0; --i)
        if (out[n - 1 - i] != in[i])
            return false;
    return true;
}

int run(const int *d_in, int *d_out, unsigned n)
{
    cudaError_t status;
    reverse<<<(n + 255) / 256, 256>>>(d_in, d_out, n);
    if (status != cudaSuccess)
        return 1;
    status = cudaDeviceSynchronize();
    return status == cudaSuccess ? 0 : 2;
}
