// notes: near miss of 20231 global_class_decl: a namespace-scope kernel called from static and non-static __host__ member functions of a class; __device__ members are fine -> clean
// tags: global_class_decl, near-miss
__global__ void kern(int *p) { *p = 1; }
struct Launcher {
    static void go(int *p) { kern<<<1, 1>>>(p); }
    void run(int *p) { kern<<<1, 1>>>(p); }
    __device__ int get() const { return 3; }
    static __device__ int sget() { return 4; }
};
