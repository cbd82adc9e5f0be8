// notes: host-output focus: launches are rewritten to (__cudaPushCallConfiguration(...)) ? (void)0 : k(args) with regenerated argument text (1.0f -> (1.0F), casts, explicit template arguments); clean
// tags: host-output, launch
template <class T> __global__ void tk(T a, T b) {}
__global__ void k(float f, double d, unsigned u, long long l, const char *s) {}

void go(cudaStream_t st)
{
    k<<<dim3(2, 2), 64, 0, st>>>(1.0f, 2.5, 3u, -4ll, "text");
    tk<double><<<1, 1>>>(1, 2.0f);
    tk<<<1 + 1, 32 * 2>>>('a', (char)66);
}
