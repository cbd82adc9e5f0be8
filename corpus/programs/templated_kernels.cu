// notes: generic element-wise kernels over functor types and value types, explicit instantiation, namespace-qualified kernels; expected clean
// tags: program, template
namespace ops {
struct Square { template <class T> __host__ __device__ T operator()(T v) const { return v * v; } };
struct Negate { template <class T> __host__ __device__ T operator()(T v) const { return -v; } };

template <class T, class Op>
__global__ void unary(const T *in, T *out, int n, Op op)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) out[i] = op(in[i]);
}

template <class T, class Op>
void launch_unary(const T *in, T *out, int n, Op op, cudaStream_t s = 0)
{
    unary<<<(n + 127) / 128, 128, 0, s>>>(in, out, n, op);
}
}

template __global__ void ops::unary<double, ops::Square>(const double *, double *, int, ops::Square);

void run_all(const float *fi, float *fo, const int *ii, int *io, int n)
{
    ops::launch_unary(fi, fo, n, ops::Square{});
    ops::launch_unary(ii, io, n, ops::Negate{});
}
