// notes: the mismatch check applies to implicit overriding too (no 'override'/'virtual' on the derived member), and through two levels
// tags: vfunc_incompat_exec_d_h, vfunc_incompat_exec_hd_d, virtual
struct Shape {
    __device__ virtual float area() const { return 0.f; }
    __host__ __device__ virtual float scale() const { return 1.f; }
};
struct Square : Shape {
    float side;
    float area() const { return side * side; }
};
struct Big : Square {
    __device__ float scale() const { return 10.f; }
};
