// notes: near miss of d_h_call_basic: callee is __host__ __device__, so calling it from host is fine
// tags: d_h_illegal_call, near-miss
__host__ __device__ int hd_twice(int x) { return 2 * x; }

int host_caller(int v)
{
    return hd_twice(v);
}
