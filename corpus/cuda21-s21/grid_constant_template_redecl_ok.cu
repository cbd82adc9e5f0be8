// notes: near miss of 20242: a kernel template declared and then defined with the same __grid_constant__ parameters, then launched (clean)
// tags: grid_constant_incompat_templ_redecl, grid_constant, template, near-miss
struct Params { float a; int n; };

template <class T>
__global__ void apply(__grid_constant__ const T p, float *out);

template <class T>
__global__ void apply(__grid_constant__ const T p, float *out)
{
    out[threadIdx.x] = p.a * p.n;
}

void run(float *out)
{
    Params p{2.0f, 3};
    apply<<<1, 32>>>(p, out);
}
