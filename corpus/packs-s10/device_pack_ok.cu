// tags: templates, packs, deduction, cuda
// notes: a __device__ variadic template called from a kernel with a pack deduced from the arguments
template <class... Ts> __device__ int dcount(Ts...) { return 0; }
template <class T, class... Ts> __host__ __device__ T hd_first(T t, Ts...) { return t; }
__global__ void k(int *p, float f) { p[0] = dcount(p, f, 1) + hd_first(2, f); }
int main() { return hd_first(1, 2.0, 'c'); }
