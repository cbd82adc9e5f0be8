// Host reads of a __constant__ variable through a cast beside another read: the reference reports them out of source order (not modelled: a gap); fuzz seed 50014.
__managed__ int g0 = 3;
__constant__ char g1;
__device__ char g2;
__global__ void __launch_bounds__(487) k0(float __grid_constant__ p0) {
}
template <typename T = unsigned> __host__ __device__ T tf0(T p0) {
    unsigned l0 = 0;
    return (T)(p0 + (42));
}
inline char f0() {
    return (long)(tf0(7) + g0) ^ (long)(g1) < g1 - 0;
}
__device__ char f1() {
    return (long)(g1 && tf0(2) + g0 + 1) ^ (long)(tf0(2));
}
